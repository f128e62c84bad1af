import type { CourseEnrolmentResponse } from '@kelp/core/course'
import { businessEmailError, Field, FormFooter, requiredError } from '@kelp/ui'
import type { FormEvent } from 'react'
import { enrolInCourse } from './marketing-api'
import { useHydrated, useSend, useSiteFormErrors, type SharedFormTexts } from './use-site-form'

type FieldName = 'firstName' | 'email' | 'consent'
type Status = CourseEnrolmentResponse['status']

/** The course sign-up's texts (`course.form`), resolved at build; one success text per status. */
export interface CourseSignupTexts extends SharedFormTexts {
  title: string
  firstName: string
  email: string
  consent: string
  submit: string
  sending: string
  success: Record<Status, string>
}

/** Sign-up for the free e-mail course: first name, company e-mail, consent. */
export function CourseSignupForm({ texts }: { texts: CourseSignupTexts }) {
  const ready = useHydrated()
  const { check, message } = useSiteFormErrors<FieldName>(texts.errors)
  const { sending, sent, serverError, send } = useSend<Status>(texts.somethingWrong)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: string) => String(data.get(name) ?? '').trim()
    const valid = check({
      firstName: requiredError(value('firstName')),
      email: businessEmailError(value('email')),
      consent: data.get('consent') === 'on' ? undefined : 'required',
    })
    if (!valid) return
    await send(async () => {
      const answer = await enrolInCourse({
        firstName: value('firstName'),
        email: value('email'),
        consent: true,
      })
      return answer.status
    })
  }

  if (sent) {
    return (
      <p role="status" className="max-w-2xl rounded-2xl bg-kelp-50 p-6 font-medium">
        {texts.success[sent.answer]}
      </p>
    )
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label={texts.title} className="grid max-w-2xl gap-4">
      <Field
        name="firstName"
        label={texts.firstName}
        autoComplete="given-name"
        error={message('firstName')}
      />
      <Field
        name="email"
        type="email"
        label={texts.email}
        autoComplete="email"
        error={message('email')}
      />
      <FormFooter
        consentLabel={texts.consent}
        consentError={message('consent')}
        serverError={serverError}
        sending={sending}
        ready={ready}
        submitLabel={texts.submit}
        sendingLabel={texts.sending}
      />
    </form>
  )
}
