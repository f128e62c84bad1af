'use client'

import { useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { Button } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { ApiError } from '@/lib/api-client'
import { authApi } from '../../api/auth-api'
import { Field, FormMessage } from '@kelp/ui'
import { AuthCard } from './auth-card'

/** /auth/forgot-password: request, then "sent" with resend (product.md §4). */
export function ForgotPasswordForm() {
  const t = useTranslations('auth.forgot')
  const te = useTranslations('common.error')
  const [email, setEmail] = useState('')
  const [sent, setSent] = useState(false)
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const [busy, setBusy] = useState(false)

  const send = async (event?: FormEvent) => {
    event?.preventDefault()
    if (!email.trim()) return setMessage({ kind: 'error', text: te('required') })
    setBusy(true)
    try {
      const request = sent ? authApi.resendReset : authApi.forgotPassword
      const { message: text } = await request(email.trim())
      setMessage({ kind: 'success', text })
      setSent(true)
    } catch (err) {
      setMessage({
        kind: 'error',
        text: err instanceof ApiError ? err.message : te('something_wrong'),
      })
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard title={sent ? t('sentTitle') : t('title')}>
      {sent ? (
        <div className="flex flex-col gap-4">
          <p className="text-muted">{t('sentText', { email })}</p>
          {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
          <Button
            variant="secondary"
            size="lg"
            disabled={busy}
            onClick={() => void send()}
            className="justify-center"
          >
            {t('resend')}
          </Button>
        </div>
      ) : (
        <form onSubmit={send} noValidate className="flex flex-col gap-4">
          <p className="text-muted">{t('text')}</p>
          <Field
            label={t('email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
          {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
          <Button type="submit" size="lg" disabled={busy} className="justify-center">
            {t('submit')}
          </Button>
        </form>
      )}
      <Link href="/auth/sign-in" className="mt-6 inline-block text-sm text-kelp-700 underline">
        {t('backToSignIn')}
      </Link>
    </AuthCard>
  )
}
