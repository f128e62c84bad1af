'use client'

import { ORDER_STATUSES, type OrderStatus } from '@kelp/core/orbit'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { formatMoney } from '@/lib/format'
import { ADMIN_CHANGES, adminQueries, FIRST_ORDER_STATUS } from '../api/queries'
import { CreditNoteAction } from './credit-note-action'
import { OfferForm } from './offer-form'
import { Pager } from './pager'

/** Orders by status; a placed order gets an offer from the form below it. */
export function OrdersPanel() {
  const t = useTranslations('admin.orders')
  const tStatus = useTranslations('orbit.orders.status')
  const tOffer = useTranslations('orbit.orders.offerStatus')
  const format = useFormatter()
  const locale = useLocale()
  const queryClient = useQueryClient()
  const [status, setStatus] = useState<OrderStatus | ''>(FIRST_ORDER_STATUS)
  const [page, setPage] = useState(1)
  const read = useQuery({
    ...adminQueries.orders(locale, status || undefined, page),
    placeholderData: keepPreviousData,
  })
  const list = read.isError ? 'error' : read.data
  const [open, setOpen] = useState<string>()
  // An offer or a credit note changes the order, its list and the audit log.
  const load = () =>
    void Promise.all(
      ADMIN_CHANGES.orders.map((queryKey) => queryClient.invalidateQueries({ queryKey })),
    )

  return (
    <section aria-labelledby="admin-orders-title" className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="admin-orders-title" className="text-xl font-bold">
          {t('title')}
        </h2>
        <label className="flex items-center gap-2 text-sm font-medium">
          {t('status')}
          <select
            value={status}
            onChange={(e) => {
              setStatus(e.target.value as OrderStatus | '')
              setPage(1)
            }}
            className="h-(--height-btn-md) rounded-md border border-line bg-white px-2"
          >
            <option value="">{t('all')}</option>
            {ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {tStatus(s)}
              </option>
            ))}
          </select>
        </label>
      </div>
      {list === undefined ? <p className="text-muted">{t('loading')}</p> : null}
      {list === 'error' ? (
        <p role="alert" className="text-danger">
          {t('loadError')}
        </p>
      ) : null}
      {list && list !== 'error' && list.items.length === 0 ? (
        <p className="text-muted">{t('empty')}</p>
      ) : null}
      {list && list !== 'error' ? (
        <ul className="grid gap-3">
          {list.items.map((order) => (
            <li
              key={order.id}
              className="grid gap-2 rounded-xl border border-line p-4"
              data-order={order.number}
            >
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="font-semibold">
                  {t('heading', { number: order.number, company: order.company.name })}
                </h3>
                <span className="text-sm font-semibold">{tStatus(order.status)}</span>
              </div>
              <p className="text-sm text-muted">
                {t('meta', {
                  by: order.placedBy,
                  date: format.dateTime(new Date(order.createdAt), { dateStyle: 'medium' }),
                  tonnes: format.number(order.totalTonnes),
                  total: formatMoney(format, order.totalCents),
                })}
              </p>
              {order.offer ? (
                <p className="text-sm">
                  {t('offer', {
                    status: tOffer(order.offer.status),
                    total: formatMoney(format, order.offer.totalCents),
                  })}
                </p>
              ) : null}
              {order.status === 'placed' || order.status === 'offered' ? (
                open === order.id ? (
                  <OfferForm
                    order={order}
                    onDone={() => {
                      setOpen(undefined)
                      load()
                    }}
                    onCancel={() => setOpen(undefined)}
                  />
                ) : (
                  <button
                    type="button"
                    onClick={() => setOpen(order.id)}
                    className="h-(--height-btn-md) w-fit rounded-md bg-kelp-700 px-3 text-sm font-semibold text-white hover:bg-kelp-900"
                  >
                    {order.offer ? t('newOffer') : t('createOffer')}
                  </button>
                )
              ) : null}
              <CreditNoteAction order={order} onDone={load} />
            </li>
          ))}
        </ul>
      ) : null}
      {list && list !== 'error' ? (
        <Pager page={list.page} pageCount={list.pageCount} onChange={setPage} />
      ) : null}
    </section>
  )
}
