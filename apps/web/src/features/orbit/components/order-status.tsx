'use client'

import type { Order } from '@kelp/core/orbit'
import { useQuery } from '@tanstack/react-query'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'
import { LoadingView } from '@/components/skeletons/loading-view'
import { Link } from '@/i18n/navigation'
import { formatMoney, formatTonnes } from '@/lib/format'
import { orderQuery } from '../api/purchase-api'

/** How often the page asks again while the provider has not yet confirmed the payment. */
const CONFIRMATION_POLL_MS = 1500

type Shown = 'delivered' | 'invoice' | 'awaiting' | 'declined' | 'expired' | 'other'

function shownState(order: Order): Shown {
  if (order.status === 'delivered')
    return order.payment?.method === 'invoice' ? 'invoice' : 'delivered'
  if (order.status === 'awaiting_payment') return 'awaiting'
  if (order.status === 'payment_failed') return 'declined'
  if (order.status === 'expired') return 'expired'
  return 'other'
}

const TONE: Record<Shown, string> = {
  delivered: 'bg-kelp-50 text-kelp-900',
  invoice: 'bg-kelp-50 text-kelp-900',
  awaiting: 'bg-amber-50 text-amber-950',
  declined: 'bg-red-50 text-danger',
  expired: 'bg-surface text-ink',
  other: 'bg-surface text-ink',
}

/**
 * Where Checkout returns (and where an on-invoice purchase lands): the order's state as the
 * server knows it from the provider's verified events — never from the return address.
 */
export function OrderStatus({ id }: { id: string }) {
  const t = useTranslations('orbit.orderPage')
  const locale = useLocale()
  const format = useFormatter()
  const query = useQuery({
    ...orderQuery(id, locale),
    refetchInterval: (q) =>
      q.state.data?.order.status === 'awaiting_payment' ? CONFIRMATION_POLL_MS : false,
  })
  if (query.isError)
    return (
      <p role="alert" className="text-danger">
        {t('missing')}
      </p>
    )
  const order = query.data?.order
  if (!order) return <LoadingView label={t('loading')} />
  const state = shownState(order)
  const due = formatMoney(format, order.payment?.amountDueCents ?? order.totalCents, order.currency)
  return (
    <div className="grid gap-6">
      <div role="status" className={`grid gap-2 rounded-xl p-5 ${TONE[state]}`}>
        <h2 className="text-xl font-bold">{t(`state.${state}.title`)}</h2>
        <p>{t(`state.${state}.body`, { amount: due })}</p>
      </div>
      <section
        aria-labelledby="order-lines"
        className="grid gap-3 rounded-xl border border-line p-5"
      >
        <h2 id="order-lines" className="font-semibold">
          {t('number', { number: order.number })}
        </h2>
        <ul className="grid gap-1 text-sm">
          {order.items.map((item) => (
            <li key={item.id} className="flex flex-wrap justify-between gap-2">
              <span>
                {item.projectName} · {item.vintage} · {formatTonnes(format, item.tonnes)} t
              </span>
              <span>{formatMoney(format, item.lineTotalCents, order.currency)}</span>
            </li>
          ))}
        </ul>
        <p className="flex justify-between border-t border-line pt-2 font-semibold">
          <span>{t('due')}</span>
          <span>{due}</span>
        </p>
      </section>
      <div className="flex flex-wrap gap-3">
        {state === 'delivered' || state === 'invoice' ? (
          <Link href="/portfolio-manager" className={buttonClasses({ size: 'lg' })}>
            {t('retire')}
          </Link>
        ) : null}
        <Link href="/orbit" className={buttonClasses({ size: 'lg', variant: 'secondary' })}>
          {t('back')}
        </Link>
      </div>
    </div>
  )
}
