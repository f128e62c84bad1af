'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import {
  ContactFields,
  Field,
  FormFooter,
  businessEmailError,
  phoneError,
  requiredError,
} from '@kelp/ui'
import { useContactFormErrors } from '@/components/form/use-contact-errors'
import { ApiError } from '@/lib/api-client'
import { sendTailoredRequest } from '../api/tailored-contact'

type FieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'message' | 'consent'

/**
 * The tailored-portfolio request (product.md §9): the marketing contact form's fields and texts,
 * posted to the shared contact endpoint with the visitor's footprint in the message.
 */
export function TailoredContactForm({ footprintLine }: { footprintLine: string }) {
  const t = useTranslations('contact.form')
  const tError = useTranslations('common.error')
  const { check, message } = useContactFormErrors<FieldName>()
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [serverError, setServerError] = useState<string>()

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: FieldName) => String(data.get(name) ?? '').trim()
    const valid = check({
      firstName: requiredError(value('firstName')),
      lastName: requiredError(value('lastName')),
      email: businessEmailError(value('email')),
      phone: phoneError(value('phone')),
      consent: data.get('consent') === 'on' ? undefined : 'required',
    })
    if (!valid) return
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
      <ContactFields
        labels={{
          firstName: t('firstName'),
          lastName: t('lastName'),
          email: t('email'),
          phone: t('phone'),
        }}
        error={message}
      />
      <Field name="message" label={t('message')} multiline />
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
