import { webinarHasStarted } from '@kelp/core/marketing'
import { businessEmailError, ContactFields, FormFooter, requiredError } from '@kelp/ui'
import type { FormEvent } from 'react'
import { registerWebinar } from './marketing-api'
import { useHydrated, useSend, useSiteFormErrors, type SharedFormTexts } from './use-site-form'

type FieldName = 'firstName' | 'lastName' | 'email' | 'consent'

/** The registration's texts (`webinars.form`), resolved at build. */
export interface WebinarRegistrationTexts extends SharedFormTexts {
  title: string
  webinar: string
  firstName: string
  lastName: string
  email: string
  consent: string
  submit: string
  sending: string
  success: string
}

/**
 * One registration form for all upcoming webinars (chosen in a select). The build lists those
 * upcoming then; a webinar that has started since is left out when the form runs, as the page's
 * script leaves it out of the lists (src/lib/webinar-split.ts), and with none left, so is the form.
 */
export function WebinarRegistration({
  webinars,
  texts,
}: {
  webinars: { id: string; title: string; startsAt: string }[]
  texts: WebinarRegistrationTexts
}) {
  // Read at each render on purpose: a webinar that has started drops out on the next one.
  // eslint-disable-next-line react-hooks/purity
  const open = webinars.filter((webinar) => !webinarHasStarted(webinar.startsAt, Date.now()))
  const ready = useHydrated()
  const { check, message } = useSiteFormErrors<FieldName>(texts.errors)
  const { sending, sent, serverError, send } = useSend<unknown>(texts.somethingWrong)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: string) => String(data.get(name) ?? '').trim()
    const valid = check({
      firstName: requiredError(value('firstName')),
      lastName: requiredError(value('lastName')),
      email: businessEmailError(value('email')),
      consent: data.get('consent') === 'on' ? undefined : 'required',
    })
    if (!valid) return
    await send(() =>
      registerWebinar(value('webinar'), {
        firstName: value('firstName'),
        lastName: value('lastName'),
        email: value('email'),
        consent: true,
      }),
    )
  }

  if (sent) {
    return (
      <p role="status" className="rounded-2xl bg-kelp-50 p-6 font-medium">
        {texts.success}
      </p>
    )
  }
  if (open.length === 0) return null
  return (
    <form noValidate onSubmit={onSubmit} aria-label={texts.title} className="grid max-w-2xl gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor="field-webinar" className="font-medium">
          {texts.webinar}
        </label>
        <select
          id="field-webinar"
          name="webinar"
          className="w-full rounded-lg border border-ink/30 px-3 py-2"
        >
          {open.map((webinar) => (
            <option key={webinar.id} value={webinar.id}>
              {webinar.title}
            </option>
          ))}
        </select>
      </div>
      <ContactFields
        labels={{ firstName: texts.firstName, lastName: texts.lastName, email: texts.email }}
        error={(field) => (field === 'phone' ? undefined : message(field))}
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
