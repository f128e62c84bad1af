'use client'

import { useEffect, type ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { LoadingView } from '@/components/skeletons/loading-view'
import { useAuth } from '../auth-context'

/** Wrap signed-in pages in this: signed out, the sign-in modal shows instead of the content. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const auth = useAuth()
  const t = useTranslations('auth.require')
  const { status, modalOpen, openAuthModal } = auth

  useEffect(() => {
    if (status === 'signed-out' && !modalOpen) openAuthModal()
  }, [status, modalOpen, openAuthModal])

  if (status === 'signed-in') return <>{children}</>
  return <LoadingView label={status === 'loading' ? t('loading') : t('signInNeeded')} />
}
