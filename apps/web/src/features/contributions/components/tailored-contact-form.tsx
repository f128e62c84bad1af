'use client'

import { validateBusinessEmail } from '@kelp/core/auth'
import { isValidPhone } from '@kelp/core/projects'
import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { FormField } from '@/components/ui/form-field'
// The marketing forms' consent box and submit button, reused as the brief asks.
import { FormFooter } from '@/features/marketing/components/form-footer'
import { ApiError } from '@/lib/api-client'
import { sendTailoredRequest } from '../api/tailored-contact'

type Field = 'firstName' | 'lastName' | 'email' | 'phone' | 'message' | 'consent'

/**
 * The tailored-portfolio request (spec §9): the marketing contact form's fields and texts,
 * posted to the shared contact endpoint with the visitor's footprint in the message.
 */
export function TailoredContactForm({ footprintLine }: { footprintLine: string }) {
  const t = useTranslations('contact.form')
  const tError = useTranslations('common.error')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [serverError, setServerError] = useState<string>()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: Field) => String(data.get(name) ?? '').trim()
    const emailCode = value('email') ? validateBusinessEmail(value('email')) : 'required'
    const found: Partial<Record<Field, string | undefined>> = {
      firstName: value('firstName') ? undefined : tError('required'),
      lastName: value('lastName') ? undefined : tError('required'),
      email: emailCode ? tError(emailCode) : undefined,
      phone: !value('phone')
        ? tError('required')
        : isValidPhone(value('phone'))
          ? undefined
          : t('phoneInvalid'),
      consent: data.get('consent') === 'on' ? undefined : tError('required'),
    }
    const present = Object.fromEntries(Object.entries(found).filter(([, e]) => e))
    setErrors(present)
    const first = Object.keys(present)[0]
    if (first) {
      document.getElementById(`field-${first}`)?.focus()
      return
    }
    setState('sending')
    setServerError(undefined)
    try {
      const note = value('message')
      await sendTailoredRequest({
        firstName: value('firstName'),
        lastName: value('lastName'),
        email: value('email'),
        phone: value('phone'),
        message: note ? `${footprintLine}\n\n${note}` : footprintLine,
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
        <h4 className="text-xl font-semibold">{t('successTitle')}</h4>
        <p className="mt-2 text-ink/85">{t('successBody')}</p>
      </div>
    )
  }

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('title')}>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField
          name="firstName"
          label={t('firstName')}
          autoComplete="given-name"
          error={errors.firstName}
        />
        <FormField
          name="lastName"
          label={t('lastName')}
          autoComplete="family-name"
          error={errors.lastName}
        />
      </div>
      <FormField
        name="email"
        type="email"
        label={t('email')}
        autoComplete="email"
        error={errors.email}
      />
      <FormField
        name="phone"
        type="tel"
        label={t('phone')}
        autoComplete="tel"
        error={errors.phone}
      />
      <FormField name="message" label={t('message')} multiline />
      <FormFooter
        consentLabel={t('consent')}
        consentError={errors.consent}
        serverError={serverError}
        sending={state === 'sending'}
        submitLabel={t('submit')}
        sendingLabel={t('sending')}
      />
    </form>
  )
}
