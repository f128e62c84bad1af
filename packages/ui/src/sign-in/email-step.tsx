'use client'

import { useId, useState, type FormEvent } from 'react'
import { Button } from '../button'
import { Field, FormMessage } from '../form-field'
import { businessEmailError } from '../form-validation'
import type { LinkComponent } from '../link-component'
import type { SignInTexts } from './sign-in-texts'
import type { OtpFlow } from './use-otp-flow'

/** Step 0: the company e-mail; Enter submits (product.md §5). */
export function EmailStep({
  flow,
  texts,
  Link,
}: {
  flow: OtpFlow
  texts: SignInTexts
  Link: LinkComponent
}) {
  // The sign-in dialog opens over pages with forms of their own (field-email).
  const emailId = useId()
  const [email, setEmail] = useState(flow.email)
  const [fieldError, setFieldError] = useState<string | null>(null)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const code = businessEmailError(email)
    const problem = code ? texts.errors[code] : null
    setFieldError(problem)
    if (!problem) void flow.submitEmail(email.trim())
  }

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      <p className="text-muted">{texts.intro}</p>
      <Field
        label={texts.emailLabel}
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
        {texts.continue}
      </Button>
      <p className="text-sm text-muted">
        <Link href="/auth/sign-in" className="font-semibold text-kelp-700 underline">
          {texts.usePassword}
        </Link>
      </p>
    </form>
  )
}
