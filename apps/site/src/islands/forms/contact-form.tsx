import {
  businessEmailError,
  ContactFields,
  Field,
  FormFooter,
  phoneError,
  requiredError,
} from '@kelp/ui'
import type { FormEvent } from 'react'
import { sendContact } from './marketing-api'
import { useHydrated, useSend, useSiteFormErrors, type SharedFormTexts } from './use-site-form'

type FieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'message' | 'consent'

/** The contact form's texts (`contact.form`), resolved at build. */
export interface ContactFormTexts extends SharedFormTexts {
  title: string
  firstName: string
  lastName: string
  email: string
  phone: string
  message: string
  consent: string
  submit: string
  sending: string
  successTitle: string
  successBody: string
}

/** The contact page's form: name, company e-mail, phone, message and consent. */
export function ContactForm({ texts }: { texts: ContactFormTexts }) {
  const ready = useHydrated()
  const { check, message } = useSiteFormErrors<FieldName>(texts.errors)
  const { sending, sent, serverError, send } = useSend<unknown>(texts.somethingWrong)

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: FieldName) => String(data.get(name) ?? '')
    const valid = check({
      firstName: requiredError(value('firstName')),
      lastName: requiredError(value('lastName')),
      email: businessEmailError(value('email')),
      phone: phoneError(value('phone')),
      message: requiredError(value('message')),
      consent: data.get('consent') === 'on' ? undefined : 'required',
    })
    if (!valid) return
    await send(() =>
      sendContact({
        firstName: value('firstName'),
        lastName: value('lastName'),
        email: value('email'),
        phone: value('phone'),
        message: value('message'),
        consent: true,
      }),
    )
  }

  if (sent) {
    return (
      <div role="status" className="rounded-2xl bg-kelp-50 p-6">
        <h3 className="text-xl font-semibold">{texts.successTitle}</h3>
        <p className="mt-2 text-ink/85">{texts.successBody}</p>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4" aria-label={texts.title}>
      <ContactFields
        labels={{
          firstName: texts.firstName,
          lastName: texts.lastName,
          email: texts.email,
          phone: texts.phone,
        }}
        error={message}
      />
      <Field name="message" label={texts.message} multiline error={message('message')} />
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
