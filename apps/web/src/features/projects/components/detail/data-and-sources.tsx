'use client'

import {
  DATA_SOURCES,
  PROVENANCE_ATTRIBUTES,
  type AttributeProvenance,
  type ProjectDetail,
} from '@kelp/core/projects'
import { useFormatter, useLocale, useTranslations } from 'next-intl'

/** "2022-08-12" as a day, "2026-06" as a month, in the reader's language. */
function useRetrieved() {
  const format = useFormatter()
  return (retrieved: string) => {
    const month = retrieved.length === 7
    const date = new Date(`${month ? `${retrieved}-01` : retrieved}T00:00:00Z`)
    return format.dateTime(
      date,
      month
        ? { month: 'long', year: 'numeric', timeZone: 'UTC' }
        : { dateStyle: 'long', timeZone: 'UTC' },
    )
  }
}

/**
 * "Data and sources": every fact the page shows with its source record and retrieval date,
 * or labelled as Kelp's estimate with the rule that produced it.
 */
export function DataAndSources({ project }: { project: ProjectDetail }) {
  const t = useTranslations('projects.provenance')
  const locale = useLocale()
  const retrieved = useRetrieved()
  const describe = (p: AttributeProvenance) =>
    p.kind === 'source'
      ? t('source', {
          source: DATA_SOURCES[p.source].name,
          recordId: p.recordId,
          retrieved: retrieved(p.retrieved),
        })
      : t('estimate', { rule: t(`rules.${p.rule}`) })
  const rows = PROVENANCE_ATTRIBUTES.flatMap((key) => {
    const provenance = project.provenance[key]
    return provenance ? [{ key, provenance }] : []
  })
  if (rows.length === 0) return null
  return (
    <section aria-labelledby="data-sources-title" className="grid gap-3" data-testid="data-sources">
      <h2 id="data-sources-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('intro')}</p>
      <dl className="grid gap-2 text-sm">
        {rows.map(({ key, provenance }) => (
          <div key={key} className="grid gap-1 border-b border-line pb-2 sm:grid-cols-[12rem_1fr]">
            <dt className="font-medium">{t(`attributes.${key}`)}</dt>
            <dd className={provenance.kind === 'estimate' ? 'text-amber-900' : 'text-muted'}>
              {describe(provenance)}
            </dd>
          </div>
        ))}
      </dl>
      {/* The static site's page on the data sets, estimates and listing policy. */}
      <a
        href={locale === 'de' ? '/de/data-sources' : '/data-sources'}
        className="text-sm font-semibold text-kelp-700 underline"
      >
        {t('method')}
      </a>
    </section>
  )
}
