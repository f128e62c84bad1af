'use client'

import { useEffect, useState } from 'react'
import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/ui/dialog'
import { useHydrated } from '@/lib/use-browser-value'
import { usePathname, useRouter } from '@/i18n/navigation'
import { trackAuthEvent } from '../analytics'
import { useAuth } from '../use-auth'
import { useOtpFlow } from '../hooks/use-otp-flow'
import { closeTarget, modalBackground } from '../redirects'
import { readRedirect } from '../storage'
import { CodeStep } from './code-step'
import { EmailStep } from './email-step'
import { ModalBackground } from './modal-background'
import { RestrictedStep } from './restricted-step'

/**
 * The passwordless sign-in modal (product.md §2, §4): static backdrop, three steps, mounted only
 * after the first client render. AuthProvider renders it; `openAuthModal()` shows it.
 */
export function AuthModal() {
  const mounted = useHydrated()
  const { modalOpen } = useAuth()
  if (!mounted || !modalOpen) return null
  return <OpenAuthModal />
}

function OpenAuthModal() {
  const t = useTranslations('auth.modal')
  const auth = useAuth()
  const router = useRouter()
  const pathname = usePathname()
  const flow = useOtpFlow()
  const [stored] = useState(readRedirect)

  useEffect(() => trackAuthEvent('auth_modal_open'), [])

  const onClose = () => {
    if (flow.step !== 0) return flow.reset()
    flow.reset()
    auth.closeAuthModal({ leaving: pathname })
    router.push(closeTarget(stored))
  }

  const titles = { 0: t('title'), 1: t('codeTitle'), 2: t('restrictedTitle') } as const
  return (
    <>
      <ModalBackground kind={modalBackground(stored)} />
      <Dialog open onClose={onClose} title={titles[flow.step]} staticBackdrop>
        <button
          type="button"
          onClick={onClose}
          aria-label={flow.step === 0 ? t('close') : t('back')}
          className="absolute top-4 right-4 flex size-(--size-round-sm) items-center justify-center rounded-full text-xl hover:bg-surface"
        >
          <span aria-hidden="true">×</span>
        </button>
        {flow.step === 0 ? <EmailStep flow={flow} /> : null}
        {flow.step === 1 ? <CodeStep flow={flow} /> : null}
        {flow.step === 2 ? <RestrictedStep /> : null}
      </Dialog>
    </>
  )
}
