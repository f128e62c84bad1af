'use client'

import { ORDER_STATUSES, type OrderStatus } from '@kelp/core/orbit'
import { useFormatter, useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'
import { formatMoney } from '@/lib/format'
import { adminApi, FIRST_ORDER_STATUS } from '../api/admin-api'
import type { AdminOrderList } from '../api/types'
import { CreditNoteAction } from './credit-note-action'
import { OfferForm } from './offer-form'
import { Pager } from './pager'

/**
 * Orders by status; a placed order gets an offer from the form below it. `initial`: the first
 * page of placed orders as the server rendered it.
 */
export function OrdersPanel({ initial }: { initial?: AdminOrderList | null }) {
  const t = useTranslations('admin.orders')
  const tStatus = useTranslations('orbit.orders.status')
  const tOffer = useTranslations('orbit.orders.offerStatus')
  const format = useFormatter()
  const [status, setStatus] = useState<OrderStatus | ''>(FIRST_ORDER_STATUS)
  const [page, setPage] = useState(1)
  const [list, setList] = useState<AdminOrderList | 'error' | undefined>(initial ?? undefined)
  const [open, setOpen] = useState<string>()
  // The server's page stands for the first view only; a later change of filter or page reads.
  const fromServer = useRef(initial != null)

  const load = useCallback(() => {
    adminApi.orders(status || undefined, page).then(setList, () => setList('error'))
  }, [status, page])
  useEffect(() => {
    if (fromServer.current) fromServer.current = false
    else load()
  }, [load])

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
