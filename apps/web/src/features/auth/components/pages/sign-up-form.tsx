'use client'

import { useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { PASSWORD_MIN_LENGTH } from '@kelp/core/auth'
import { Button } from '@/components/ui/button'
import { Link, useRouter } from '@/i18n/navigation'
import { ApiError } from '@/lib/api-client'
import { authApi } from '../../api/auth-api'
import { useEmailCheck } from '../../hooks/use-email-check'
import { Field, FormMessage } from '@kelp/ui'
import { AuthCard } from './auth-card'

type Values = {
  firstName: string
  lastName: string
  email: string
  password: string
  repeat: string
}
type Errors = Partial<Record<keyof Values, string>>

export function SignUpForm() {
  const t = useTranslations('auth.signup')
  const te = useTranslations('common.error')
  const checkEmail = useEmailCheck()
  const router = useRouter()
  const [values, setValues] = useState<Values>({
    firstName: '',
    lastName: '',
    email: '',
    password: '',
    repeat: '',
  })
  const [errors, setErrors] = useState<Errors>({})
  const [serverError, setServerError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)

  const validate = (): Errors => {
    const found: Errors = {}
    if (!values.firstName.trim()) found.firstName = te('required')
    if (!values.lastName.trim()) found.lastName = te('required')
    const emailProblem = values.email.trim()
      ? checkEmail(values.email)
      : te('company_email_required')
    if (emailProblem) found.email = emailProblem
    if (!values.password) found.password = te('required')
    else if (values.password.length < PASSWORD_MIN_LENGTH) found.password = te('password_too_short')
    if (values.repeat !== values.password) found.repeat = te('passwords_mismatch')
    return found
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    const found = validate()
    setErrors(found)
    if (Object.keys(found).length > 0) return
    setBusy(true)
    setServerError(null)
    try {
      const { repeat: _repeat, ...body } = values
      await authApi.signUp({ ...body, email: body.email.trim() })
      router.push(`/auth/verify-email?sent=${encodeURIComponent(body.email.trim())}`)
    } catch (err) {
      if (err instanceof ApiError && err.status === 409) setErrors({ email: te('account_exists') })
      else setServerError(err instanceof ApiError ? err.message : te('something_wrong'))
      setBusy(false)
    }
  }

  const field = (name: keyof Values) => ({
    value: values[name],
    error: errors[name],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [name]: e.target.value })),
  })

  return (
    <AuthCard title={t('title')}>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('firstName')} autoComplete="given-name" {...field('firstName')} />
          <Field label={t('lastName')} autoComplete="family-name" {...field('lastName')} />
        </div>
        <Field label={t('email')} type="email" autoComplete="email" {...field('email')} />
        <Field
          label={t('password')}
          type="password"
          autoComplete="new-password"
          {...field('password')}
        />
        <Field
          label={t('repeatPassword')}
          type="password"
          autoComplete="new-password"
          {...field('repeat')}
        />
        {serverError ? <FormMessage kind="error">{serverError}</FormMessage> : null}
        <Button type="submit" size="lg" disabled={busy} className="justify-center">
          {t('submit')}
        </Button>
      </form>
      <p className="mt-6 text-sm text-muted">
        {t('haveAccount')}{' '}
        <Link href="/auth/sign-in" className="font-semibold text-kelp-700 underline">
          {t('signIn')}
        </Link>
      </p>
    </AuthCard>
  )
}
