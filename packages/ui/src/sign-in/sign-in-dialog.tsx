'use client'

import { useEffect } from 'react'
import { Dialog } from '../dialog'
import type { LinkComponent } from '../link-component'
import { trackAuthEvent } from './analytics'
import { CodeStep } from './code-step'
import { EmailStep } from './email-step'
import { ModalBackground } from './modal-background'
import type { ModalBackground as BackgroundKind } from './redirects'
import { RestrictedStep } from './restricted-step'
import type { SignInTexts } from './sign-in-texts'
import type { OtpFlow } from './use-otp-flow'

/**
 * The passwordless sign-in modal (product.md §2, §4): static backdrop over a picture of the
 * screen the visitor is headed for, three steps. Closing at step 1 or 2 goes back to step 0;
 * closing at step 0 calls `onDismiss`, where the host leaves the page.
 */
export function SignInDialog({
  flow,
  texts,
  background,
  onDismiss,
  Link,
}: {
  flow: OtpFlow
  texts: SignInTexts
  background: BackgroundKind
  onDismiss: () => void
  Link: LinkComponent
}) {
  useEffect(() => trackAuthEvent('auth_modal_open'), [])

  const onClose = () => {
    flow.reset()
    if (flow.step === 0) onDismiss()
  }

  const titles = { 0: texts.title, 1: texts.codeTitle, 2: texts.restrictedTitle } as const
  return (
    <>
      <ModalBackground kind={background} />
      <Dialog open onClose={onClose} title={titles[flow.step]} staticBackdrop>
        <button
          type="button"
          onClick={onClose}
          aria-label={flow.step === 0 ? texts.close : texts.back}
          className="absolute top-4 right-4 flex size-(--size-round-sm) items-center justify-center rounded-full text-xl hover:bg-surface"
        >
          <span aria-hidden="true">×</span>
        </button>
        {flow.step === 0 ? <EmailStep flow={flow} texts={texts} Link={Link} /> : null}
        {flow.step === 1 ? <CodeStep flow={flow} texts={texts} /> : null}
        {flow.step === 2 ? <RestrictedStep texts={texts} Link={Link} /> : null}
      </Dialog>
    </>
  )
}
