'use client'

import type { DashboardContribution } from '@kelp/core/contributions'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { pageErrorText } from '@/lib/api-client'
import { downloadCertificate } from '../../api/certificate'
import { formatMoney } from '@/lib/format'
import { formatDate, formatKgAsTonnes } from '../../lib/format'
import { StatusChip } from './status-chip'

type Row = DashboardContribution['history'][number]

/** product.md §3: history rows with date, type, status, amount, and the certificate download. */
export function HistoryTable({ rows }: { rows: Row[] }) {
  const t = useTranslations('contributions')
  const tError = useTranslations('common.error')
  const format = useFormatter()
  const locale = useLocale() === 'de' ? 'de' : 'en'
  const [busy, setBusy] = useState<string>()
  const [error, setError] = useState<string>()

  async function download(invoiceId: string) {
    setBusy(invoiceId)
    setError(undefined)
    try {
      await downloadCertificate(invoiceId, locale)
    } catch (failure) {
      setError(pageErrorText(failure, tError('something_wrong')))
    } finally {
      setBusy(undefined)
    }
  }

  if (!rows.length) return <p className="text-muted">{t('dashboard.history.empty')}</p>
  const head = 'px-3 py-2 text-left font-medium text-muted'
  return (
    <div className="grid gap-2">
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
      <div className="overflow-x-auto rounded-xl border border-line">
        <table className="w-full min-w-[640px] text-sm">
          <caption className="sr-only">{t('dashboard.history.caption')}</caption>
          <thead className="bg-surface">
            <tr>
              <th scope="col" className={head}>
                {t('dashboard.history.date')}
              </th>
              <th scope="col" className={head}>
                {t('dashboard.history.type')}
              </th>
              <th scope="col" className={head}>
                {t('dashboard.history.status')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t('dashboard.history.amount')}
              </th>
              <th scope="col" className={`${head} text-right`}>
                {t('dashboard.history.retired')}
              </th>
              <th scope="col" className={head}>
                {t('dashboard.history.certificate')}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => {
              const date = formatDate(format, row.date)
              return (
                <tr key={row.invoiceId} className="border-t border-line">
                  <td className="px-3 py-2 whitespace-nowrap">{date}</td>
                  <td className="px-3 py-2">{t(`frequencies.${row.type}`)}</td>
                  <td className="px-3 py-2">
                    <StatusChip status={row.status} />
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    {formatMoney(format, row.amount)}
                    {row.status === 'failed' ? (
                      <span className="block text-xs text-muted">
                        {t('dashboard.history.notCharged')}
                      </span>
                    ) : null}
                  </td>
                  <td className="px-3 py-2 text-right whitespace-nowrap">
                    {row.status === 'paid'
                      ? t('dashboard.history.retiredKg', {
                          tonnes: formatKgAsTonnes(format, row.kg),
                        })
                      : '—'}
                  </td>
                  <td className="px-3 py-2">
                    {row.status === 'paid' ? (
                      <button
                        type="button"
                        onClick={() => download(row.invoiceId)}
                        disabled={busy === row.invoiceId}
                        aria-label={t('dashboard.history.downloadLabel', { date })}
                        className="font-semibold text-kelp-700 underline disabled:opacity-60"
                      >
                        {busy === row.invoiceId
                          ? t('dashboard.history.downloading')
                          : t('dashboard.history.download')}
                      </button>
                    ) : (
                      <span className="text-muted">{t('dashboard.history.noCertificate')}</span>
                    )}
                  </td>
                </tr>
              )
            })}
          </tbody>
        </table>
      </div>
    </div>
  )
}
