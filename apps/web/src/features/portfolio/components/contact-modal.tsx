'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { Dialog } from '@/components/ui/dialog'
import { FormField } from '@/components/ui/form-field'
import { FormFooter } from '@/features/marketing/components/form-footer'
import { useFormErrors } from '@/features/marketing/use-form-errors'
import { businessEmailError, phoneError, requiredError } from '@/features/marketing/validation'
import { ApiError } from '@/lib/api-client'
import { sendPortfolioContact } from '../api/portfolio-api'

type Field = 'firstName' | 'lastName' | 'email' | 'phone' | 'consent'

/**
 * The portfolio contact modal (spec §2, §3 "Contact forms"): first name, last name, company
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
  const { check, message } = useFormErrors<Field>()
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
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              name="firstName"
              label={t('firstName')}
              autoComplete="given-name"
              defaultValue={defaults?.firstName}
              error={message('firstName')}
            />
            <FormField
              name="lastName"
              label={t('lastName')}
              autoComplete="family-name"
              defaultValue={defaults?.lastName}
              error={message('lastName')}
            />
          </div>
          <FormField
            name="email"
            type="email"
            label={t('email')}
            autoComplete="email"
            defaultValue={defaults?.email}
            error={message('email')}
          />
          <FormField
            name="phone"
            type="tel"
            label={t('phone')}
            autoComplete="tel"
            error={message('phone')}
          />
          <FormField name="message" label={t('message')} multiline />
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
