'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/api-client'
import { sendContact } from '../api/send-contact'
import { useFormErrors } from '../use-form-errors'
import { businessEmailError, phoneError, requiredError } from '../validation'
import { FormField } from '@/components/ui/form-field'
import { FormFooter } from './form-footer'

type Field = 'firstName' | 'lastName' | 'email' | 'phone' | 'message' | 'consent'

export function ContactForm() {
  const t = useTranslations('contact.form')
  const tError = useTranslations('common.error')
  const { check, message } = useFormErrors<Field>()
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [serverError, setServerError] = useState<string>()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: Field) => String(data.get(name) ?? '')
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
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="firstName"
          label={t('firstName')}
          autoComplete="given-name"
          error={message('firstName')}
        />
        <FormField
          name="lastName"
          label={t('lastName')}
          autoComplete="family-name"
          error={message('lastName')}
        />
      </div>
      <FormField
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        error={message('email')}
      />
      <FormField
        name="phone"
        type="tel"
        label={t('phone')}
        autoComplete="tel"
        error={message('phone')}
      />
      <FormField name="message" label={t('message')} multiline error={message('message')} />
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
