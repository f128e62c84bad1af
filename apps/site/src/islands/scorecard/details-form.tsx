import type { Scorecard } from '@kelp/core/scorecard'
import { businessEmailError, Field, requiredError, useFormErrors } from '@kelp/ui'
import type { FormEvent } from 'react'
import type { ScorecardFieldError } from '../../lib/scorecard-fields'
import { useHydrated, useSend } from '../forms/use-site-form'
import { createScorecard } from './scorecard-api'
import { SubmitButton } from './submit-button'
import type { ScorecardFlowTexts } from './texts'

type FieldName = 'firstName' | 'companyName' | 'email' | 'message'

/** Step 1 of the scorecard (docs/product.md §2): who is asking. */
export function DetailsForm({
  texts,
  onCreated,
}: {
  texts: ScorecardFlowTexts
  onCreated: (scorecard: Scorecard) => void
}) {
  const t = texts.details
  const ready = useHydrated()
  const { check, message } = useFormErrors<FieldName, ScorecardFieldError>(
    (code) => texts.errors[code],
  )
  const { sending, serverError, send } = useSend<void>(texts.somethingWrong)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: FieldName) => String(data.get(name) ?? '').trim()
    const valid = check({
      firstName: requiredError(value('firstName')),
      companyName: requiredError(value('companyName')),
      email: businessEmailError(value('email')),
    })
    if (!valid) return
    await send(async () =>
      onCreated(
        await createScorecard({
          firstName: value('firstName'),
          companyName: value('companyName'),
          email: value('email'),
          message: value('message') || undefined,
        }),
      ),
    )
  }

  return (
    <form
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="scorecard-details"
      className="grid max-w-2xl gap-4"
    >
      <h2 id="scorecard-details" className="text-2xl font-semibold">
        {t.title}
      </h2>
      <Field
        name="firstName"
        label={t.firstName}
        autoComplete="given-name"
        error={message('firstName')}
      />
      <Field
        name="companyName"
        label={t.companyName}
        autoComplete="organization"
        error={message('companyName')}
      />
      <Field
        name="email"
        type="email"
        label={t.email}
        autoComplete="email"
        error={message('email')}
      />
      <Field name="message" label={t.message} multiline />
      {serverError ? (
        <p role="alert" className="text-red-700">
          {serverError}
        </p>
      ) : null}
      <SubmitButton busy={sending} ready={ready} label={t.submit} busyLabel={t.sending} />
    </form>
  )
}
