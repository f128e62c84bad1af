'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/api-client'
import { registerWebinar } from '../api/register-webinar'
import { useContactFormErrors } from '@/components/form/use-contact-errors'
import { businessEmailError, requiredError, ContactFields, FormFooter } from '@kelp/ui'

type FieldName = 'firstName' | 'lastName' | 'email' | 'consent'

/** One registration form for all upcoming webinars (chosen in a select). */
export function WebinarRegistration({ webinars }: { webinars: { id: string; title: string }[] }) {
  const t = useTranslations('webinars.form')
  const tError = useTranslations('common.error')
  const { check, message } = useContactFormErrors<FieldName>()
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [serverError, setServerError] = useState<string>()

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
    setState('sending')
    setServerError(undefined)
    try {
      await registerWebinar(value('webinar'), {
        firstName: value('firstName'),
        lastName: value('lastName'),
        email: value('email'),
        consent: true,
      })
      setState('sent')
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : tError('something_wrong'))
      setState('idle')
    }
  }

  if (state === 'sent') {
    return (
      <p role="status" className="rounded-2xl bg-kelp-50 p-6 font-medium">
        {t('success')}
      </p>
    )
  }
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('title')} className="grid max-w-2xl gap-4">
      <div className="flex flex-col gap-1">
        <label htmlFor="field-webinar" className="font-medium">
          {t('webinar')}
        </label>
        <select
          id="field-webinar"
          name="webinar"
          className="w-full rounded-lg border border-ink/30 px-3 py-2"
        >
          {webinars.map((webinar) => (
            <option key={webinar.id} value={webinar.id}>
              {webinar.title}
            </option>
          ))}
        </select>
      </div>
      <ContactFields
        labels={{ firstName: t('firstName'), lastName: t('lastName'), email: t('email') }}
        error={(field) => (field === 'phone' ? undefined : message(field))}
      />
      <FormFooter
        consentLabel={t('consent')}
        consentError={message('consent')}
        serverError={serverError}
        sending={state === 'sending'}
        submitLabel={t('submit')}
        sendingLabel={t('sending')}
      />
    </form>
  )
}
