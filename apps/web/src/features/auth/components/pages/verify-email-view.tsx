'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { CODE_NOTICE_MS } from '@kelp/core/auth'
import { Button, buttonClasses } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { ApiError, pageErrorText } from '@/lib/api-client'
import { authApi } from '../../api/auth-api'
import { useEmailCheck } from '../../hooks/use-email-check'
import { Field, FormMessage } from '@kelp/ui'
import { AuthCard } from './auth-card'

type State = 'enter' | 'sent' | 'verifying' | 'verified' | 'already' | 'invalid' | 'expired'

/** /auth/verify-email: sent, resend, verified, already verified, invalid and expired links. */
export function VerifyEmailView() {
  const t = useTranslations('auth.verify')
  const te = useTranslations('common.error')
  const checkEmail = useEmailCheck()
  const params = useSearchParams()
  const token = params.get('token')
  const [state, setState] = useState<State>(
    token ? 'verifying' : params.get('sent') ? 'sent' : 'enter',
  )
  const [email, setEmail] = useState(params.get('sent') ?? '')
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const started = useRef(false)

  useEffect(() => {
    if (!token || started.current) return
    started.current = true
    authApi
      .verifyEmail(token)
      .then(() => setState('verified'))
      .catch((err: unknown) => {
        const status = err instanceof ApiError ? err.status : 500
        if (status === 409) setState('already')
        else if (status === 410) {
          setState('expired')
          window.setTimeout(() => setState('enter'), CODE_NOTICE_MS)
        } else setState('invalid')
      })
  }, [token])

  const resend = async (event?: FormEvent) => {
    event?.preventDefault()
    const problem = checkEmail(email)
    if (problem) return setMessage({ kind: 'error', text: problem })
    try {
      const { message: text } = await authApi.resendVerification(email.trim())
      setMessage({ kind: 'success', text })
      setState('sent')
    } catch (err) {
      setMessage({
        kind: 'error',
        text: pageErrorText(err, te('something_wrong')),
      })
    }
  }

  const signInLink = (
    <Link href="/auth/sign-in" className={`${buttonClasses({ size: 'lg' })} justify-center`}>
      {t('signIn')}
    </Link>
  )
  const titles: Record<State, string> = {
    enter: t('enterTitle'),
    sent: t('sentTitle'),
    verifying: t('verifying'),
    verified: t('verifiedTitle'),
    already: t('alreadyTitle'),
    invalid: t('invalidTitle'),
    expired: t('expiredTitle'),
  }

  return (
    <AuthCard title={titles[state]}>
      <div className="flex flex-col gap-4">
        {state === 'sent' ? <p className="text-muted">{t('sentText', { email })}</p> : null}
        {state === 'verified' ? <p className="text-muted">{t('verifiedText')}</p> : null}
        {state === 'already' ? <p className="text-muted">{t('alreadyText')}</p> : null}
        {state === 'invalid' ? <p className="text-muted">{t('invalidText')}</p> : null}
        {state === 'expired' ? <p role="alert">{t('expiredText')}</p> : null}
        {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
        {state === 'sent' ? (
          <Button
            variant="secondary"
            size="lg"
            onClick={() => void resend()}
            className="justify-center"
          >
            {t('resend')}
          </Button>
        ) : null}
        {state === 'enter' || state === 'invalid' ? (
          <form onSubmit={resend} noValidate className="flex flex-col gap-4">
            <Field
              label={t('emailLabel')}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(e) => setEmail(e.target.value)}
            />
            <Button type="submit" size="lg" className="justify-center">
              {t('resend')}
            </Button>
          </form>
        ) : null}
        {state === 'verified' || state === 'already' ? signInLink : null}
      </div>
    </AuthCard>
  )
}
