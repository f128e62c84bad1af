'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { useBrowserValue } from '@/lib/use-browser-value'
import { COPY_CONFIRM_MS } from '../constants'

/** Small screens: ATLAS is desktop-only, so offer the link to open it on a computer (product.md §2). */
export function DesktopNotice() {
  const t = useTranslations('planner.desktopOnly')
  const [state, setState] = useState<'idle' | 'copied' | 'failed'>('idle')
  const url = useBrowserValue(() => window.location.href, '')
  useEffect(() => {
    if (state !== 'copied') return
    const timer = setTimeout(() => setState('idle'), COPY_CONFIRM_MS)
    return () => clearTimeout(timer)
  }, [state])

  const copy = () =>
    navigator.clipboard
      .writeText(window.location.href)
      .then(() => setState('copied'))
      .catch(() => setState('failed'))

  return (
    <section
      aria-labelledby="planner-desktop-title"
      className="mx-auto max-w-md px-6 py-16 text-center"
    >
      <h1 id="planner-desktop-title" className="text-2xl font-semibold">
        {t('title')}
      </h1>
      <p className="mt-3 text-sm text-ink/80">{t('body')}</p>
      <button
        type="button"
        onClick={copy}
        className="mt-6 h-[40px] rounded-md bg-kelp-700 px-5 text-sm font-medium text-white hover:bg-kelp-900"
      >
        {t('copy')}
      </button>
      <p role="status" className="mt-3 min-h-5 text-sm text-kelp-700">
        {state === 'copied' ? t('copied') : ''}
      </p>
      {state === 'failed' ? (
        <label className="mt-2 flex flex-col gap-1 text-left text-xs text-muted">
          {t('manual')}
          <input
            readOnly
            value={url}
            className="h-[37px] rounded-md border border-line px-2 text-sm text-ink"
          />
        </label>
      ) : null}
    </section>
  )
}
