'use client'

import { useState } from 'react'
import { useTranslations } from 'next-intl'
import {
  closeTarget,
  modalBackground,
  readRedirect,
  signInTexts,
  SignInDialog,
  useOtpFlow,
} from '@kelp/ui/sign-in'
import { useHydrated } from '@/lib/use-browser-value'
import { Link, useGoTo, usePathname } from '@/i18n/navigation'
import { authApi } from '../api/auth-api'
import { useAuth } from '../use-auth'

/**
 * The passwordless sign-in modal (product.md §2, §4; the shared dialog in @kelp/ui), mounted
 * only after the first client render. AuthProvider renders it; `openAuthModal()` shows it.
 */
export function AuthModal() {
  const mounted = useHydrated()
  const { modalOpen } = useAuth()
  if (!mounted || !modalOpen) return null
  return <OpenAuthModal />
}

function OpenAuthModal() {
  const modal = useTranslations('auth.modal')
  const error = useTranslations('common.error')
  const [texts] = useState(() =>
    signInTexts(
      (key, values) => modal(key as never, values as never),
      (key) => error(key as never),
    ),
  )
  const auth = useAuth()
  const goTo = useGoTo()
  const pathname = usePathname()
  const flow = useOtpFlow({
    api: authApi,
    path: pathname,
    onSignedIn: () => auth.login(),
    somethingWrong: texts.somethingWrong,
  })
  const [stored] = useState(readRedirect)

  return (
    <SignInDialog
      flow={flow}
      texts={texts}
      background={modalBackground(stored)}
      onDismiss={() => {
        auth.closeAuthModal({ leaving: pathname })
        // On a public page (a project) the visitor stays where they were.
        const target = closeTarget(stored)
        if (target !== pathname) goTo(target)
      }}
      Link={Link}
    />
  )
}
