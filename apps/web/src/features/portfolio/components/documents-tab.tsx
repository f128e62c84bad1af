'use client'

import { useQuery } from '@tanstack/react-query'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { DOCUMENT_LISTS, type DocumentListPath } from '../api/portfolio-api'
import { portfolioQueries } from '../api/queries'
import { formatDate } from '@/lib/format'
import { DownloadButton } from './download-button'
import { Link } from '@/i18n/navigation'

const NAMES = {
  'regulatory-reports': 'regulatory',
  'admin-documentation': 'admin',
  'marketing-materials': 'marketing',
} as const satisfies Record<DocumentListPath, string>

/** Important documents and reporting: three lists, each row downloadable (docs/product.md §2). */
export function DocumentsTab({ year }: { year?: number }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {DOCUMENT_LISTS.map((path) => (
        <DocumentSection key={path} path={path} name={NAMES[path]} year={year} />
      ))}
    </div>
  )
}

function DocumentSection({
  path,
  name,
  year,
}: {
  path: DocumentListPath
  name: (typeof NAMES)[DocumentListPath]
  year?: number
}) {
  const t = useTranslations('portfolio.documents')
  const locale = useLocale()
  const format = useFormatter()
  const read = useQuery(portfolioQueries.documents(path, locale, year))
  const list = read.isError ? 'error' : read.data

  const titleId = `docs-${name}`
  return (
    <section
      aria-labelledby={titleId}
      className="grid content-start gap-3 rounded-xl border border-line p-4"
    >
      <h2 id={titleId} className="text-lg font-bold">
        {t(`${name}.title`)}
      </h2>
      <p className="text-sm text-muted">{t(`${name}.intro`)}</p>
      {list === undefined ? (
        <p className="text-muted">{t('loading')}</p>
      ) : list === 'error' ? (
        <p role="alert" className="text-danger">
          {t('loadError')}
        </p>
      ) : list.items.length === 0 ? (
        <div className="grid gap-2">
          <p className="text-muted">{t('empty')}</p>
          <p className="text-sm text-muted">{t('emptyNext')}</p>
          <Link href="/orbit" className="w-fit text-sm font-semibold text-kelp-700 underline">
            {t('emptyAction')}
          </Link>
        </div>
      ) : (
        <ul className="grid gap-2" aria-label={t(`${name}.title`)}>
          {list.items.map((doc) => (
            <li
              key={doc.id}
              className="flex items-start justify-between gap-3 border-b border-line pb-2 last:border-0"
            >
              <span>
                <span className="block font-semibold">{doc.title}</span>
                <span className="text-xs text-muted">
                  {t('meta', {
                    year: doc.year,
                    date: formatDate(format, doc.createdAt),
                    size: format.number(doc.sizeBytes / 1024, { maximumFractionDigits: 0 }),
                  })}
                </span>
              </span>
              <DownloadButton
                downloadPath={doc.downloadPath}
                label={t('downloadLabel', { title: doc.title })}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
