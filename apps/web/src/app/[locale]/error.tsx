'use client'

import { useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'

/**
 * A page that failed to render, inside the shell and in the page's language. The digest is
 * the id Next.js logs with the server-side error, for support to find it.
 */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useTranslations('system.error')
  return (
    <div className="mx-auto flex max-w-(--container-page) flex-col items-start gap-4 px-6 py-24">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('body')}</p>
      {error.digest ? (
        <p className="text-sm text-muted">{t('reference', { digest: error.digest })}</p>
      ) : null}
      <button type="button" className={buttonClasses()} onClick={reset}>
        {t('retry')}
      </button>
    </div>
  )
}
