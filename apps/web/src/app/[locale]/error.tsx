'use client'

import { useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'
import { renderRequestId } from '@/lib/request-id'
import { useBrowserValue } from '@/lib/use-browser-value'

/**
 * A page that failed to render, inside the shell and in the page's language. Support finds it
 * by the request id (the one the web server and the API logged) or by the digest Next.js logs
 * with a server-side error.
 */
export default function PageError({
  error,
  reset,
}: {
  error: Error & { digest?: string }
  reset: () => void
}) {
  const t = useTranslations('system.error')
  const requestId = useBrowserValue(readRequestId, undefined)
  const reference = [requestId, error.digest].filter(Boolean).join(' · ')
  return (
    <div className="mx-auto flex max-w-(--container-page) flex-col items-start gap-4 px-6 py-24">
      <h1 className="text-3xl font-bold">{t('title')}</h1>
      <p className="text-muted">{t('body')}</p>
      {reference ? (
        <p className="text-sm text-muted">{t('reference', { digest: reference })}</p>
      ) : null}
      <button type="button" className={buttonClasses()} onClick={reset}>
        {t('retry')}
      </button>
    </div>
  )
}

/** The id the web server gave this page's request, from its timing entries. */
function readRequestId(): string | undefined {
  return renderRequestId([
    ...performance.getEntriesByType('navigation'),
    ...performance.getEntriesByType('resource'),
  ] as PerformanceResourceTiming[])
}
