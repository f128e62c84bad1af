'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { afterLoginPath, readRedirect } from '@kelp/ui/sign-in'
import { Button } from '@/components/ui/button'
import { Link, useGoTo } from '@/i18n/navigation'
import { ApiError } from '@/lib/api-client'
import { authApi } from '../../api/auth-api'
import { useAuth } from '../../use-auth'
import { Field, FormMessage } from '@kelp/ui'
import { AuthCard } from './auth-card'

export function SignInForm() {
  const t = useTranslations('auth.signin')
  const te = useTranslations('common.error')
  const auth = useAuth()
  const [email, setEmail] = useState('')
  const [password, setPassword] = useState('')
  const [error, setError] = useState<{ message: string; status: number } | null>(null)
  const [busy, setBusy] = useState(false)
  const goTo = useGoTo()
  // A visitor who is signed in already has nothing to do here: on to where they were headed
  // (or the app). A sign-in made with this form navigates by itself (auth.login).
  const submitted = useRef(false)
  useEffect(() => {
    if (auth.status === 'signed-in' && !submitted.current) goTo(afterLoginPath(readRedirect()))
  }, [auth.status, goTo])

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!email.trim() || !password) return setError({ message: te('required'), status: 400 })
    setBusy(true)
    submitted.current = true
    setError(null)
    try {
      await authApi.signIn(email.trim(), password)
      await auth.login()
    } catch (err) {
      setError(
        err instanceof ApiError
          ? { message: err.message, status: err.status }
          : { message: te('something_wrong'), status: 500 },
      )
    } finally {
      setBusy(false)
    }
  }

  return (
    <AuthCard title={t('title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <Field
          label={t('email')}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <Field
          label={t('password')}
          type="password"
          autoComplete="current-password"
          value={password}
          onChange={(e) => setPassword(e.target.value)}
        />
        {error ? <FormMessage kind="error">{error.message}</FormMessage> : null}
        {error?.status === 404 ? (
          <Link href="/auth/sign-up" className="text-sm font-semibold text-kelp-700 underline">
            {t('createAccount')}
          </Link>
        ) : null}
        {error?.status === 403 ? (
          <Link href="/auth/verify-email" className="text-sm font-semibold text-kelp-700 underline">
            {t('resendVerification')}
          </Link>
        ) : null}
        <Button type="submit" size="lg" disabled={busy} className="justify-center">
          {t('submit')}
        </Button>
      </form>
      <div className="mt-6 flex flex-col gap-2 text-sm">
        <Link href="/auth/forgot-password" className="text-kelp-700 underline">
          {t('forgot')}
        </Link>
        <button
          type="button"
          onClick={auth.openAuthModal}
          className="self-start text-kelp-700 underline"
        >
          {t('passwordless')}
        </button>
        <p className="text-muted">
          {t('noAccount')}{' '}
          <Link href="/auth/sign-up" className="font-semibold text-kelp-700 underline">
            {t('createAccount')}
          </Link>
        </p>
      </div>
    </AuthCard>
  )
}
