'use client'

import type { RetirementList } from '@kelp/core/portfolio'
import { useFormatter, useTranslations } from 'next-intl'
import { formatDate, formatTonnes } from '@/lib/format'
import { DownloadButton } from './download-button'

/** Retired certificates: certificate, credits tCO2, date, project, download (product.md §3). */
export function CertificatesTable({ list }: { list: RetirementList | undefined }) {
  const t = useTranslations('portfolio.certificates')
  const format = useFormatter()
  const th = 'px-3 py-2 font-medium'
  return (
    <section aria-labelledby="certificates-title" className="offscreen-lazy grid gap-3">
      <h2 id="certificates-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      {!list ? (
        <p className="text-muted">{t('loading')}</p>
      ) : list.items.length === 0 ? (
        <div className="grid gap-2">
          <p className="text-muted">{t('empty')}</p>
          <p className="text-sm text-muted">{t('emptyNext')}</p>
        </div>
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
                  {t('certificate')}
                </th>
                <th scope="col" className={`${th} text-right`}>
                  {t('credits')}
                </th>
                <th scope="col" className={th}>
                  {t('date')}
                </th>
                <th scope="col" className={th}>
                  {t('project')}
                </th>
                <th scope="col" className={th}>
                  {t('file')}
                </th>
              </tr>
            </thead>
            <tbody>
              {list.items.map((r) => (
                <tr key={r.id} className="border-t border-line">
                  <th scope="row" className="px-3 py-2 font-semibold">
                    {r.certificateNumber}
                  </th>
                  <td className="px-3 py-2 text-right">{formatTonnes(format, r.tonnes)}</td>
                  <td className="px-3 py-2">{formatDate(format, r.retiredAt)}</td>
                  <td className="px-3 py-2">
                    {r.projectName} · {r.vintage}
                    <span className="block text-xs text-muted">
                      {t('beneficiary', { name: r.beneficiary })}
                    </span>
                    <span className="block text-xs font-semibold text-muted">
                      {r.status === 'confirmed'
                        ? t('confirmed', {
                            registry: r.registry ?? '',
                            start: r.serialStart ?? '',
                            end: r.serialEnd ?? '',
                            reference: r.registryReference ?? '',
                          })
                        : t('awaiting')}
                      {r.demo ? ` · ${t('demo')}` : null}
                    </span>
                  </td>
                  <td className="px-3 py-2">
                    {r.downloadPath ? (
                      <DownloadButton
                        downloadPath={r.downloadPath}
                        label={t('downloadLabel', { number: r.certificateNumber })}
                      />
                    ) : (
                      <span className="text-muted">{t('pending')}</span>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
