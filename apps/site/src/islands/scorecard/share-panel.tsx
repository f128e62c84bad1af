import { useState } from 'react'
import { localizedPath, type SiteLocale } from '../../i18n/locales'
import type { ShareTexts } from './texts'

/** The shareable link of a scorecard (shown only once the island runs, so the origin is known). */
export function SharePanel({
  id,
  locale,
  texts,
}: {
  id: string
  locale: SiteLocale
  texts: ShareTexts
}) {
  const path = localizedPath(locale, `/scorecard/${id}`)
  const url = `${window.location.origin}${path}`
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
        {texts.title}
      </h2>
      <p className="text-ink/80">{texts.text}</p>
      <label htmlFor="scorecard-share-url" className="font-medium">
        {texts.label}
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
          {texts.copy}
        </button>
        <a href={path} className="font-semibold text-kelp-700 hover:underline">
          {texts.open}
        </a>
        <span role="status" className="text-sm text-kelp-700">
          {copied ? texts.copied : ''}
        </span>
      </div>
    </section>
  )
}
