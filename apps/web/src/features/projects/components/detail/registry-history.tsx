'use client'

import { issuedByVintage, type ProjectDetail } from '@kelp/core/projects'
import { useFormatter, useTranslations } from 'next-intl'

const RECENT = 10

/**
 * What the registry has published for the project: issuance batches per vintage and recent
 * retirements by others, so a buyer sees issued and retired volumes before buying.
 */
export function RegistryHistory({ project }: { project: ProjectDetail }) {
  const t = useTranslations('projects.registryHistory')
  const format = useFormatter()
  const tonnes = (kg: number) => format.number(kg / 1000, { maximumFractionDigits: 3 })
  const date = (iso: string) =>
    format.dateTime(new Date(`${iso}T00:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
  const history = project.registryHistory
  const cell = 'border-b border-line py-2 pr-3 align-top'
  return (
    <section
      aria-labelledby="registry-history-title"
      className="grid gap-3"
      data-testid="registry-history"
    >
      <h2 id="registry-history-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      {!project.registryKey ? (
        <p className="text-sm text-muted">{t('noRegistry')}</p>
      ) : !history || (history.issuances.length === 0 && history.retirements.length === 0) ? (
        <p className="text-sm text-muted">{t('none')}</p>
      ) : (
        <>
          <p className="text-sm text-muted">{t('intro')}</p>
          <p className="text-sm font-semibold">
            {t('issuedTotal', {
              tonnes: tonnes(history.issuances.reduce((s, i) => s + i.kg, 0)),
              batches: history.issuances.length,
            })}{' '}
            ·{' '}
            {t('retiredTotal', {
              tonnes: tonnes(history.retirements.reduce((s, r) => s + r.kg, 0)),
            })}
          </p>
          {history.issuances.length > 0 ? (
            <div className="overflow-x-auto">
              <table className="w-full text-left text-sm">
                <caption className="mb-1 text-left font-semibold">{t('issuances')}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={cell}>
                      {t('vintage')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('batches')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('tonnes')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {issuedByVintage(history.issuances).map((row) => (
                    <tr key={row.year}>
                      <td className={cell}>
                        {row.byIssuanceYear
                          ? t('issuanceYear', { year: String(row.year) })
                          : row.year}
                      </td>
                      <td className={cell}>{row.batches}</td>
                      <td className={cell}>{tonnes(row.kg)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
          {history.retirements.length > 0 ? (
            <div className="overflow-x-auto">
              <table className="w-full min-w-[36rem] text-left text-sm">
                <caption className="mb-1 text-left font-semibold">{t('retirements')}</caption>
                <thead>
                  <tr>
                    <th scope="col" className={cell}>
                      {t('date')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('beneficiary')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('tonnes')}
                    </th>
                    <th scope="col" className={cell}>
                      {t('serials')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {history.retirements.slice(0, RECENT).map((r) => (
                    <tr key={r.reference}>
                      <td className={`${cell} whitespace-nowrap`}>{date(r.date)}</td>
                      <td className={cell}>{r.beneficiary ?? t('unnamed')}</td>
                      <td className={cell}>{tonnes(r.kg)}</td>
                      <td className={`${cell} break-all`}>
                        {r.url ? (
                          <a
                            href={r.url}
                            target="_blank"
                            rel="noreferrer"
                            className="text-kelp-700 underline"
                          >
                            {r.serialRange ?? r.reference}
                          </a>
                        ) : (
                          (r.serialRange ?? r.reference)
                        )}
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </>
      )}
      <p className="text-xs text-muted">{t('attribution')}</p>
    </section>
  )
}
