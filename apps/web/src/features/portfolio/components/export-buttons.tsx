'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { pageErrorText } from '@/lib/api-client'
import { fetchExport } from '../api/portfolio-api'
import { saveTextFile } from '../lib/download'

const KINDS = ['holdings', 'retirements'] as const

/** CSV export of holdings and retirements for the selected year (issue 7 §5). */
export function ExportButtons({ year }: { year?: number }) {
  const t = useTranslations('portfolio.export')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const [busy, setBusy] = useState<string>()
  const [error, setError] = useState<string>()

  async function run(kind: (typeof KINDS)[number]) {
    setBusy(kind)
    setError(undefined)
    try {
      const csv = await fetchExport(kind, locale, year)
      saveTextFile(
        `kelp-${kind}${year ? `-${year}` : ''}.csv`,
        String(csv),
        'text/csv;charset=utf-8',
      )
    } catch (e) {
      setError(pageErrorText(e, tError('something_wrong')))
    } finally {
      setBusy(undefined)
    }
  }

  return (
    <div className="flex flex-wrap items-center gap-2">
      {KINDS.map((kind) => (
        <button
          key={kind}
          type="button"
          onClick={() => run(kind)}
          disabled={busy === kind}
          className="h-(--height-btn-md) rounded-md border border-line px-3 text-sm font-semibold hover:bg-surface disabled:opacity-50"
        >
          {t(kind)}
        </button>
      ))}
      {error ? (
        <span role="alert" className="text-sm text-danger">
          {error}
        </span>
      ) : null}
    </div>
  )
}
