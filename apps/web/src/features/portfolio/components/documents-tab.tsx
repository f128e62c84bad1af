'use client'

import type { DocumentList } from '@kelp/core/portfolio'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { fetchDocuments, type DocumentListPath } from '../api/portfolio-api'
import { formatDate } from '@/lib/format'
import { DownloadButton } from './download-button'

const LISTS: { path: DocumentListPath; key: 'regulatory' | 'admin' | 'marketing' }[] = [
  { path: 'regulatory-reports', key: 'regulatory' },
  { path: 'admin-documentation', key: 'admin' },
  { path: 'marketing-materials', key: 'marketing' },
]

/** Important documents and reporting: three lists, each row downloadable (spec §2, §7). */
export function DocumentsTab({ year }: { year?: number }) {
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      {LISTS.map((list) => (
        <DocumentSection key={list.path} path={list.path} name={list.key} year={year} />
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
  name: (typeof LISTS)[number]['key']
  year?: number
}) {
  const t = useTranslations('portfolio.documents')
  const locale = useLocale()
  const format = useFormatter()
  const [list, setList] = useState<DocumentList | 'error'>()

  useEffect(() => {
    let live = true
    // eslint-disable-next-line react-hooks/set-state-in-effect -- another year starts a new request: the old year's list must not stay shown meanwhile.
    setList(undefined)
    fetchDocuments(path, locale, year)
      .then((res) => live && setList(res))
      .catch(() => live && setList('error'))
    return () => {
      live = false
    }
  }, [path, locale, year])

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
        <p className="text-muted">{t('empty')}</p>
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
