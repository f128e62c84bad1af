'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { Link, getPathname } from '@/i18n/navigation'
import { useBrowserValue } from '@/lib/use-browser-value'

export function SharePanel({ id, locale }: { id: string; locale: string }) {
  const t = useTranslations('scorecard.share')
  const path = getPathname({ href: `/scorecard/${id}`, locale: locale as never })
  const url = useBrowserValue(() => `${window.location.origin}${path}`, path)
  const [copied, setCopied] = useState(false)

  async function copy() {
    await navigator.clipboard?.writeText(url)
    setCopied(true)
  }

  return (
    <section
      aria-labelledby="scorecard-share"
      className="grid gap-3 rounded-2xl border border-kelp-100 p-6"
    >
      <h2 id="scorecard-share" className="text-xl font-semibold">
        {t('title')}
      </h2>
      <p className="text-ink/80">{t('text')}</p>
      <label htmlFor="scorecard-share-url" className="font-medium">
        {t('label')}
      </label>
      <input
        id="scorecard-share-url"
        readOnly
        value={url}
        className="w-full rounded-lg border border-ink/30 px-3 py-2"
        onFocus={(event) => event.currentTarget.select()}
      />
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          onClick={copy}
          className="h-10 rounded-full bg-kelp-700 px-6 font-semibold text-white hover:bg-kelp-900 focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:ring-offset-2 focus-visible:outline-none"
        >
          {t('copy')}
        </button>
        <Link href={`/scorecard/${id}`} className="font-semibold text-kelp-700 hover:underline">
          {t('open')}
        </Link>
        <span role="status" className="text-sm text-kelp-700">
          {copied ? t('copied') : ''}
        </span>
      </div>
    </section>
  )
}
