'use client'

import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { adminQueries } from '../api/queries'
import type { AuditAction } from '../api/types'
import { Pager } from './pager'

/** A label for every action the API writes; an unknown one (older entries) shows its code. */
const ACTIONS = {
  'staff.created': 'staff_created',
  'offer.created': 'offer_created',
  'offer.accepted': 'offer_accepted',
  'document.uploaded': 'document_uploaded',
  'inventory.updated': 'inventory_updated',
  'lot.recorded': 'lot_recorded',
  'vintage.issued': 'vintage_issued',
  'retirement.created': 'retirement_created',
  'retirement.confirmed': 'retirement_confirmed',
  'credit_note.issued': 'credit_note_issued',
  'portfolio_link.created': 'portfolio_link_created',
  'webhook_endpoint.created': 'webhook_endpoint_created',
  'webhook_endpoint.enabled': 'webhook_endpoint_enabled',
  'webhook_endpoint.disabled': 'webhook_endpoint_disabled',
  'webhook_endpoint.deleted': 'webhook_endpoint_deleted',
  'webhook_delivery.replayed': 'webhook_delivery_replayed',
  'api_key.created': 'api_key_created',
  'api_key.revoked': 'api_key_revoked',
  'api_key.used': 'api_key_used',
  'api_order.placed': 'api_order_placed',
  'api_order.cancelled': 'api_order_cancelled',
  'order.delivered': 'order_delivered',
  'order.invoice_paid': 'order_invoice_paid',
  'self_service.limits': 'self_service_limits',
  'credit_line.set': 'credit_line_set',
} as const satisfies Record<AuditAction, string>

/** Every operator action, newest first. */
export function AuditPanel() {
  const t = useTranslations('admin.audit')
  const tAction = useTranslations('admin.audit.actions')
  const format = useFormatter()
  const actionLabel = (action: string) =>
    Object.hasOwn(ACTIONS, action) ? tAction(ACTIONS[action as AuditAction]) : action
  const locale = useLocale()
  const [page, setPage] = useState(1)
  const read = useQuery({ ...adminQueries.audit(locale, page), placeholderData: keepPreviousData })
  const list = read.isError ? 'error' : read.data

  const th = 'px-3 py-2 font-medium'
  return (
    <section aria-labelledby="admin-audit-title" className="grid gap-4">
      <h2 id="admin-audit-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      {list === 'error' ? (
        <p role="alert" className="text-danger">
          {t('loadError')}
        </p>
      ) : null}
      {list && list !== 'error' ? (
        list.items.length === 0 ? (
          <p className="text-muted">{t('empty')}</p>
        ) : (
          <div
            className="overflow-x-auto rounded-xl border border-line"
            role="region"
            tabIndex={0}
            aria-label={t('title')}
          >
            <table className="w-full min-w-[640px] border-collapse text-left text-sm">
              <thead className="bg-surface text-muted">
                <tr>
                  <th scope="col" className={th}>
                    {t('when')}
                  </th>
                  <th scope="col" className={th}>
                    {t('actor')}
                  </th>
                  <th scope="col" className={th}>
                    {t('action')}
                  </th>
                  <th scope="col" className={th}>
                    {t('subject')}
                  </th>
                </tr>
              </thead>
              <tbody>
                {list.items.map((e) => (
                  <tr key={e.id} className="border-t border-line align-top">
                    <td className="px-3 py-2 whitespace-nowrap">
                      {format.dateTime(new Date(e.createdAt), {
                        dateStyle: 'short',
                        timeStyle: 'short',
                      })}
                    </td>
                    <td className="px-3 py-2">{e.actor}</td>
                    <td className="px-3 py-2" data-action={e.action}>
                      {actionLabel(e.action)}
                    </td>
                    <td className="px-3 py-2 break-all">{e.subject}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )
      ) : null}
      {list && list !== 'error' ? (
        <Pager page={list.page} pageCount={list.pageCount} onChange={setPage} />
      ) : null}
    </section>
  )
}
