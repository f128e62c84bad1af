'use client'

import { globalErrorLocale, GLOBAL_ERROR_TEXTS } from '@/config/global-error'
import './globals.css'

/** The last resort when the root layout fails: its own <html>, both languages by path. */
export default function GlobalError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const locale = typeof window === 'undefined' ? 'en' : globalErrorLocale(window.location.pathname)
  const t = GLOBAL_ERROR_TEXTS[locale]
  return (
    <html lang={locale}>
      <body className="antialiased">
        <main className="mx-auto flex max-w-3xl flex-col items-start gap-4 px-6 py-24">
          <h1 className="text-3xl font-bold">{t.title}</h1>
          <p>{t.body}</p>
          {error.digest ? (
            <p className="text-sm">{t.reference.replace('{digest}', error.digest)}</p>
          ) : null}
          <button
            type="button"
            className="rounded-md bg-kelp-700 px-4 py-2 text-white"
            onClick={reset}
          >
            {t.retry}
          </button>
        </main>
      </body>
    </html>
  )
}
