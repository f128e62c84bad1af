'use client'

import type { Order } from '@kelp/core/orbit'
import { useFormatter, useTranslations } from 'next-intl'
import { Link } from '@/i18n/navigation'
import { formatDate, formatMoney, formatTonnes } from '@/lib/format'

const STATUS_STYLE: Record<Order['status'], string> = {
  placed: 'bg-surface text-ink',
  offered: 'bg-amber-100 text-amber-900',
  accepted: 'bg-kelp-100 text-kelp-900',
  cancelled: 'bg-red-50 text-danger',
  awaiting_payment: 'bg-amber-100 text-amber-900',
  delivered: 'bg-kelp-100 text-kelp-900',
  payment_failed: 'bg-red-50 text-danger',
  expired: 'bg-surface text-muted',
}

/** The company's orders with their status and, when one exists, the offer. */
export function OrdersList({ orders }: { orders: Order[] }) {
  const t = useTranslations('orbit.orders')
  const format = useFormatter()
  if (orders.length === 0) return <p className="text-muted">{t('empty')}</p>
  return (
    <ul className="grid gap-4" aria-label={t('title')}>
      {orders.map((order) => (
        <li
          key={order.id}
          className="grid gap-3 rounded-xl border border-line p-4"
          data-order={order.number}
        >
          <div className="flex flex-wrap items-center justify-between gap-2">
            <h3 className="font-semibold">
              {order.channel === 'self_service' ? (
                <Link href={`/orbit/orders/${order.id}`} className="hover:underline">
                  {t('number', { number: order.number })}
                </Link>
              ) : (
                t('number', { number: order.number })
              )}
            </h3>
            <span
              className={`rounded-full px-3 py-0.5 text-sm font-semibold ${STATUS_STYLE[order.status]}`}
            >
              {t(`status.${order.status}`)}
            </span>
          </div>
          <p className="text-sm text-muted">
            {t('placed', { date: formatDate(format, order.createdAt), by: order.placedBy })}
          </p>
          <ul className="grid gap-1 text-sm">
            {order.items.map((item) => (
              <li key={item.id} className="flex flex-wrap justify-between gap-2">
                <span>
                  {item.projectName} · {item.vintage} ·{' '}
                  {t('tonnes', { tonnes: formatTonnes(format, item.tonnes) })}
                  {item.expectedDeliveryYear === null ? null : (
                    <span className="block text-xs font-semibold text-muted">
                      {t('forward', { year: item.expectedDeliveryYear })}
                    </span>
                  )}
                </span>
                <span>{formatMoney(format, item.lineTotalCents, order.currency)}</span>
              </li>
            ))}
          </ul>
          <p className="flex justify-between border-t border-line pt-2 font-semibold">
            <span>{t('total')}</span>
            <span>{formatMoney(format, order.totalCents, order.currency)}</span>
          </p>
          {order.offer ? (
            <div className="grid gap-1 rounded-lg bg-kelp-50 p-3 text-sm">
              <p className="font-semibold">
                {t('offer', { status: t(`offerStatus.${order.offer.status}`) })}
              </p>
              <p>
                {t('offerTotal', {
                  total: formatMoney(format, order.offer.totalCents, order.offer.currency),
                  fee: formatMoney(format, order.offer.feeCents, order.offer.currency),
                })}
              </p>
              {order.offer.status === 'open' ? (
                <p>
                  {t('offerValid', { date: formatDate(format, order.offer.validUntil) })}{' '}
                  <Link href="/portfolio-manager" className="font-semibold text-kelp-700 underline">
                    {t('review')}
                  </Link>
                </p>
              ) : null}
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}
