'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/api-client'
import { sendContact } from '../api/send-contact'
import { useContactFormErrors } from '@/components/form/use-contact-errors'
import { businessEmailError, phoneError, requiredError, ContactFields, Field, FormFooter } from '@kelp/ui'

type FieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'message' | 'consent'

export function ContactForm() {
  const t = useTranslations('contact.form')
  const tError = useTranslations('common.error')
  const { check, message } = useContactFormErrors<FieldName>()
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [serverError, setServerError] = useState<string>()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: FieldName) => String(data.get(name) ?? '')
    const consent = data.get('consent') === 'on'
    const valid = check({
      firstName: requiredError(value('firstName')),
      lastName: requiredError(value('lastName')),
      email: businessEmailError(value('email')),
      phone: phoneError(value('phone')),
      message: requiredError(value('message')),
      consent: consent ? undefined : 'required',
    })
    if (!valid) return
    setState('sending')
    setServerError(undefined)
    try {
      await sendContact({
        firstName: value('firstName'),
        lastName: value('lastName'),
        email: value('email'),
        phone: value('phone'),
        message: value('message'),
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
      <div role="status" className="rounded-2xl bg-kelp-50 p-6">
        <h3 className="text-xl font-semibold">{t('successTitle')}</h3>
        <p className="mt-2 text-ink/85">{t('successBody')}</p>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid max-w-2xl gap-4" aria-label={t('title')}>
      <ContactFields
        labels={{
          firstName: t('firstName'),
          lastName: t('lastName'),
          email: t('email'),
          phone: t('phone'),
        }}
        error={message}
      />
      <Field name="message" label={t('message')} multiline error={message('message')} />
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
