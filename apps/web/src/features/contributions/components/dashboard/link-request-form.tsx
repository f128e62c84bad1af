'use client'

import { validateEmailFormat } from '@kelp/core/auth'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { Field } from '@kelp/ui'
import { ApiError } from '@/lib/api-client'
import { requestDashboardLink, resendMagicLink } from '../../api/magic-link'

/**
 * E-mail in, magic link out. The answer never tells whether the address is known: every
 * valid address gets the same "check your inbox" state.
 */
export function LinkRequestForm() {
  const t = useTranslations('contributions.dashboard.request')
  const tError = useTranslations('common.error')
  const tPayment = useTranslations('contributions.payment.errors')
  const locale = useLocale()
  const [email, setEmail] = useState('')
  const [error, setError] = useState<string>()
  const [state, setState] = useState<'idle' | 'sending' | 'sent' | 'resending' | 'resent'>('idle')

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const found = !email.trim()
      ? tError('required')
      : validateEmailFormat(email.trim())
        ? tPayment('email')
        : undefined
    setError(found)
    if (found) {
      document.getElementById('field-email')?.focus()
      return
    }
    setState('sending')
    try {
      await requestDashboardLink(email.trim(), locale)
      setState('sent')
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : tError('something_wrong'))
      setState('idle')
    }
  }

  async function resend() {
    setState('resending')
    try {
      await resendMagicLink(email.trim(), locale)
      setState('resent')
    } catch {
      setState('sent')
    }
  }

  if (state === 'sent' || state === 'resending' || state === 'resent') {
    return (
      <div role="status" className="grid gap-3 rounded-2xl bg-kelp-50 p-6">
        <h2 className="text-xl font-semibold">{t('sentTitle')}</h2>
        <p>{t('sentBody', { email: email.trim() })}</p>
        {state === 'resent' ? <p className="font-semibold text-kelp-700">{t('resent')}</p> : null}
        <div className="flex flex-wrap gap-4">
          <button
            type="button"
            onClick={resend}
            disabled={state === 'resending'}
            className="font-semibold text-kelp-700 underline disabled:opacity-60"
          >
            {t('resend')}
          </button>
          <button
            type="button"
            onClick={() => setState('idle')}
            className="font-semibold text-kelp-700 underline"
          >
            {t('otherEmail')}
          </button>
        </div>
      </div>
    )
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="dashboard-request"
      className="grid max-w-xl gap-4"
    >
      <h2 id="dashboard-request" className="text-2xl font-semibold">
        {t('title')}
      </h2>
      <p className="text-ink/80">{t('body')}</p>
      <Field
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        error={error}
      />
      <button
        type="submit"
        disabled={state === 'sending'}
        className="h-11 w-fit rounded-full bg-kelp-700 px-6 font-semibold text-white hover:bg-kelp-900 focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
      >
        {state === 'sending' ? t('sending') : t('submit')}
      </button>
    </form>
  )
}
