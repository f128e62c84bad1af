'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { Dialog } from '@/components/ui/dialog'
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
import { sendPortfolioContact } from '../api/portfolio-api'

type FieldName = 'firstName' | 'lastName' | 'email' | 'phone' | 'consent'

/**
 * The portfolio contact modal (product.md §2, §3 "Contact forms"): first name, last name, company
 * e-mail, phone, an optional message and consent; business e-mail rules from @kelp/core/auth.
 */
export function ContactModal({
  open,
  onClose,
  defaults,
}: {
  open: boolean
  onClose: () => void
  defaults?: { firstName?: string; lastName?: string; email?: string }
}) {
  const t = useTranslations('portfolio.contact')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const { check, message } = useContactFormErrors<FieldName>()
  const [state, setState] = useState<'idle' | 'sending' | 'sent'>('idle')
  const [serverError, setServerError] = useState<string>()

  const close = () => {
    onClose()
    if (state === 'sent') setState('idle')
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const value = (name: string) => String(data.get(name) ?? '').trim()
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
      await sendPortfolioContact(
        {
          firstName: value('firstName'),
          lastName: value('lastName'),
          email: value('email'),
          phone: value('phone'),
          message: value('message') || undefined,
          consent: true,
        },
        locale,
      )
      setState('sent')
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : tError('something_wrong'))
      setState('idle')
    }
  }

  return (
    <Dialog open={open} onClose={close} title={state === 'sent' ? t('sentTitle') : t('title')}>
      {state === 'sent' ? (
        <div className="grid gap-4">
          <p role="status">{t('sentBody')}</p>
          <button
            type="button"
            onClick={close}
            className="h-10 w-fit justify-self-end rounded-full bg-kelp-700 px-6 font-semibold text-white hover:bg-kelp-900"
          >
            {t('close')}
          </button>
        </div>
      ) : (
        <form noValidate onSubmit={onSubmit} className="grid gap-4" aria-label={t('title')}>
          <p className="text-muted">{t('intro')}</p>
          <ContactFields
            labels={{
              firstName: t('firstName'),
              lastName: t('lastName'),
              email: t('email'),
              phone: t('phone'),
            }}
            error={message}
            defaults={defaults}
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
          <button
            type="button"
            onClick={close}
            className="w-fit text-sm font-semibold text-kelp-700 underline"
          >
            {t('cancel')}
          </button>
        </form>
      )}
    </Dialog>
  )
}
