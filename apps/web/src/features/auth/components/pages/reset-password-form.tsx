'use client'

import { useState, type FormEvent } from 'react'
import { useSearchParams } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { PASSWORD_MIN_LENGTH } from '@kelp/core/auth'
import { Button, buttonClasses } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { ApiError } from '@/lib/api-client'
import { authApi } from '../../api/auth-api'
import { Field, FormMessage } from '@kelp/ui'
import { AuthCard } from './auth-card'

/** /auth/reset-password?token=…: set a new password. */
export function ResetPasswordForm() {
  const t = useTranslations('auth.reset')
  const te = useTranslations('common.error')
  const token = useSearchParams().get('token') ?? ''
  const [password, setPassword] = useState('')
  const [repeat, setRepeat] = useState('')
  const [fieldError, setFieldError] = useState<{ password?: string; repeat?: string }>({})
  const [message, setMessage] = useState<{ kind: 'error' | 'success'; text: string } | null>(null)
  const [done, setDone] = useState(false)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found: { password?: string; repeat?: string } = {}
    if (password.length < PASSWORD_MIN_LENGTH) found.password = te('password_too_short')
    if (repeat !== password) found.repeat = te('passwords_mismatch')
    setFieldError(found)
    if (found.password || found.repeat) return
    try {
      const { message: text } = await authApi.resetPassword(token, password)
      setMessage({ kind: 'success', text })
      setDone(true)
    } catch (err) {
      setMessage({
        kind: 'error',
        text: err instanceof ApiError ? err.message : te('something_wrong'),
      })
    }
  }

  return (
    <AuthCard title={t('title')}>
      {done ? (
        <div className="flex flex-col gap-4">
          {message ? <FormMessage kind="success">{message.text}</FormMessage> : null}
          <Link href="/auth/sign-in" className={`${buttonClasses({ size: 'lg' })} justify-center`}>
            {t('signIn')}
          </Link>
        </div>
      ) : (
        <form onSubmit={submit} noValidate className="flex flex-col gap-4">
          <Field
            label={t('password')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            error={fieldError.password}
          />
          <Field
            label={t('repeat')}
            type="password"
            autoComplete="new-password"
            value={repeat}
            onChange={(e) => setRepeat(e.target.value)}
            error={fieldError.repeat}
          />
          {message ? <FormMessage kind={message.kind}>{message.text}</FormMessage> : null}
          {message?.kind === 'error' ? (
            <Link href="/auth/forgot-password" className="text-sm text-kelp-700 underline">
              {t('requestNew')}
            </Link>
          ) : null}
          <Button type="submit" size="lg" className="justify-center">
            {t('submit')}
          </Button>
        </form>
      )}
    </AuthCard>
  )
}
