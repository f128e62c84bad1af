'use client'

import { globalErrorLocale, GLOBAL_ERROR_TEXTS } from '@/config/global-error'
import styles from './global-error.module.css'

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
      <body className={styles.body}>
        <main className={styles.main}>
          <h1 className={styles.title}>{t.title}</h1>
          <p className={styles.text}>{t.body}</p>
          {error.digest ? (
            <p className={styles.reference}>{t.reference.replace('{digest}', error.digest)}</p>
          ) : null}
          <button type="button" className={styles.retry} onClick={reset}>
            {t.retry}
          </button>
        </main>
      </body>
    </html>
  )
}
