'use client'

import { useEffect, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { LoadingView } from '@/components/skeletons/loading-view'
import { usePathname } from '@/i18n/navigation'
import { useAuth } from '../use-auth'

/**
 * Wrap signed-in pages in this: signed out, the sign-in modal shows instead of the content.
 * `serverRendered`: the server saw a session cookie and rendered the content, so it stays
 * visible while the session is checked; a session that turns out to be gone still
 * gets the modal.
 */
export function RequireAuth({
  children,
  serverRendered = false,
}: {
  children: ReactNode
  serverRendered?: boolean
}) {
  const t = useTranslations('auth.require')
  const pathname = usePathname()
  const { status, modalOpen, requireSignIn } = useAuth()

  // The reducer decides: never while signed in, nor on a page the visitor is leaving.
  useEffect(() => {
    if (status === 'signed-out' && !modalOpen) requireSignIn(pathname)
  }, [status, modalOpen, pathname, requireSignIn])

  if (status === 'signed-in' || (serverRendered && status === 'loading')) return <>{children}</>
  if (status === 'loading') return <LoadingView label={t('loading')} />
  // Signed out nothing is loading: a still page behind the sign-in modal, not a spinner.
  return (
    <div role="status" className="flex min-h-svh items-center justify-center px-6 text-center">
      <p className="text-lg text-muted">{t('signInNeeded')}</p>
    </div>
  )
}
