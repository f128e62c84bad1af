'use client'

import { useQuery } from '@tanstack/react-query'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { Link } from '@/i18n/navigation'
import { portfolioQueries } from '../api/queries'
import { formatDate, formatTonnes } from '@/lib/format'

/**
 * The company's orders that wait for Kelp's offer: right after a first order the portfolio is
 * otherwise all zeros, and this says what happens next. Offers made show as the offer card.
 */
export function PendingOrders() {
  const t = useTranslations('portfolio.pending')
  const locale = useLocale()
  const format = useFormatter()
  const orders = useQuery(portfolioQueries.orders(locale)).data?.orders ?? []
  const waiting = orders.filter((order) => order.status === 'placed')
  if (waiting.length === 0) return null
  return (
    <section
      aria-labelledby="pending-orders-title"
      className="grid gap-3 rounded-xl border border-kelp-200 bg-kelp-50 p-4 md:p-5"
    >
      <h2 id="pending-orders-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <ul className="grid gap-1">
        {waiting.map((order) => (
          <li key={order.id} className="font-semibold">
            {t('order', {
              number: order.number,
              tonnes: formatTonnes(format, order.totalTonnes),
              date: formatDate(format, order.createdAt),
            })}
          </li>
        ))}
      </ul>
      <p className="text-sm text-muted">{t('text')}</p>
      <Link href="/orbit" className="w-fit font-semibold text-kelp-700 underline">
        {t('link')}
      </Link>
    </section>
  )
}
