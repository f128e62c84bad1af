'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { pageErrorText } from '@/lib/api-client'
import { fetchExport, type ExportFormat, type ExportKind } from '../api/portfolio-api'
import { saveBlob } from '../lib/download'

const KINDS: readonly ExportKind[] = ['holdings', 'retirements']
const FORMATS: readonly ExportFormat[] = ['csv', 'xlsx']

/**
 * Holdings and retirements of the selected year as CSV (in the reader's convention) or as an
 * Excel workbook; each kind is a labelled group of its two formats.
 */
export function ExportButtons({ year }: { year?: number }) {
  const t = useTranslations('portfolio.export')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const [busy, setBusy] = useState<string>()
  const [error, setError] = useState<string>()

  async function run(kind: ExportKind, format: ExportFormat) {
    setBusy(`${kind}.${format}`)
    setError(undefined)
    try {
      const file = await fetchExport(kind, format, locale, year)
      saveBlob(`kelp-${kind}${year ? `-${year}` : ''}.${format}`, file)
    } catch (e) {
      setError(pageErrorText(e, tError('something_wrong')))
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
      {KINDS.map((kind) => (
        <div
          key={kind}
          role="group"
          aria-labelledby={`export-${kind}`}
          className="flex items-center gap-1.5"
        >
          <span id={`export-${kind}`} className="text-sm font-semibold text-muted">
            {t(`${kind}.label`)}
          </span>
          {FORMATS.map((format) => (
            <button
              key={format}
              type="button"
              aria-label={t(`${kind}.${format}`)}
              onClick={() => run(kind, format)}
              disabled={busy === `${kind}.${format}`}
              className="h-(--height-btn-md) rounded-md border border-line px-3 text-sm font-semibold hover:bg-surface disabled:opacity-50"
            >
              {t(format)}
            </button>
          ))}
        </div>
      ))}
      {error ? (
        <span role="alert" className="text-sm text-danger">
          {error}
        </span>
      ) : null}
    </div>
  )
}
