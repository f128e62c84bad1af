'use client'

import { useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'
import { useAuth } from '@/features/auth'

/**
 * Whether the visitor may act (buy, ask): signed in, or — while the session is still being
 * checked — the request carried a session cookie (`signedInHint`), so a signed-in buyer's page
 * does not flash the prompt.
 */
export function useMayAct(signedInHint: boolean): boolean {
  const { status } = useAuth()
  return status === 'signed-in' || (status === 'loading' && signedInHint)
}

/**
 * What a signed-out visitor sees in place of an action on a public project page
 * (docs/decisions/161): what the action does and a button that opens the sign-in modal; after
 * signing in the visitor is back on the same page.
 */
export function SignInToAct({
  kind,
  name,
  className = '',
}: {
  kind: 'cart' | 'chat'
  name: string
  className?: string
}) {
  const t = useTranslations('projects.signIn')
  const { openAuthModal } = useAuth()
  const titleId = `sign-in-${kind}`
  return (
    <section
      aria-labelledby={titleId}
      className={`grid gap-3 rounded-xl border border-line p-4 ${className}`}
    >
      <h2 id={titleId} className="text-lg font-semibold">
        {t(`${kind}Title`)}
      </h2>
      <p className="text-sm text-muted">{t(`${kind}Text`, { name })}</p>
      <button
        type="button"
        onClick={openAuthModal}
        className={`${buttonClasses()} justify-center justify-self-start`}
      >
        {t(`${kind}Action`)}
      </button>
    </section>
  )
}
