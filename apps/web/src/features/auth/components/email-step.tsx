'use client'

import { useId, useState, type FormEvent } from 'react'
import { useTranslations } from 'next-intl'
import { Button } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { useEmailCheck } from '../hooks/use-email-check'
import type { OtpFlow } from '../hooks/use-otp-flow'
import { Field, FormMessage } from '@kelp/ui'

/** Step 0: the company e-mail; Enter submits (product.md §5). */
export function EmailStep({ flow }: { flow: OtpFlow }) {
  const t = useTranslations('auth.modal')
  // The sign-in dialog opens over pages with forms of their own (field-email).
  const emailId = useId()
  const check = useEmailCheck()
  const [email, setEmail] = useState(flow.email)
  const [fieldError, setFieldError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const problem = check(email)
    setFieldError(problem)
    if (!problem) void flow.submitEmail(email.trim())
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-muted">{t('intro')}</p>
      <Field
        label={t('emailLabel')}
        type="email"
        id={emailId}
        name="email"
        autoComplete="email"
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the sign-in dialog's one field: showModal() moves focus to it, as the dialog pattern asks, instead of to the close button.
        autoFocus
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldError}
      />
      {flow.error ? <FormMessage kind="error">{flow.error}</FormMessage> : null}
      <Button type="submit" size="lg" disabled={flow.busy} className="justify-center">
        {t('continue')}
      </Button>
      <p className="text-sm text-muted">
        <Link href="/auth/sign-in" className="font-semibold text-kelp-700 underline">
          {t('usePassword')}
        </Link>
      </p>
    </form>
  )
}
