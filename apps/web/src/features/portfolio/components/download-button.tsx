'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { pageErrorText } from '@/lib/api-client'
import { fetchSignedUrl } from '../api/portfolio-api'
import { downloadSignedUrl } from '../lib/download'

/** Asks for a signed URL and downloads it in place (product.md §7 document download). */
export function DownloadButton({ downloadPath, label }: { downloadPath: string; label: string }) {
  const t = useTranslations('portfolio.documents')
  const tError = useTranslations('common.error')
  const [state, setState] = useState<'idle' | 'busy'>('idle')
  const [error, setError] = useState<string>()

  async function download() {
    setState('busy')
    setError(undefined)
    try {
      await downloadSignedUrl(() => fetchSignedUrl(downloadPath))
    } catch (e) {
      setError(pageErrorText(e, tError('something_wrong')))
    } finally {
      setState('idle')
    }
  }

  return (
    <span className="inline-grid justify-items-start gap-1">
      <button
        type="button"
        onClick={download}
        disabled={state === 'busy'}
        aria-label={label}
        className="text-sm font-semibold text-kelp-700 underline disabled:opacity-50"
      >
        {state === 'busy' ? t('opening') : t('download')}
      </button>
      {error ? (
        <span role="alert" className="text-xs text-danger">
          {error}
        </span>
      ) : null}
    </span>
  )
}
