'use client'

import {
  EMISSION_TYPES,
  FREQUENCIES,
  quoteContribution,
  type PortfolioId,
} from '@kelp/core/contributions'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/api-client'
import { createCheckoutSession } from '../api/checkout'
import { useCheckoutDraft } from '../hooks/use-checkout-draft'
import { activeFields, checkoutBody, readFootprint, type DraftField } from '../lib/checkout-draft'
import { CheckoutAside } from './checkout-aside'
import { ChoiceFieldset } from './choice-fieldset'
import { ErrorSummary } from './error-summary'
import { FootprintFields } from './footprint-fields'
import { NotCompletedNotice } from './not-completed-notice'
import { BeneficiaryField } from './beneficiary-field'
import { PortfolioOptions } from './portfolio-options'
import { TailoredOffer } from './tailored-offer'

/** product.md §2 "Contribution": frequency, footprint, portfolio, live price, then payment. */
export function Checkout({ portfolio }: { portfolio?: PortfolioId }) {
  const t = useTranslations('contributions')
  const tError = useTranslations('common.error')
  const locale = useLocale() === 'de' ? 'de' : 'en'
  const { draft, update, cancelled } = useCheckoutDraft(portfolio)
  const [attempt, setAttempt] = useState(0)
  const showErrors = attempt > 0
  const [sending, setSending] = useState(false)
  const [serverError, setServerError] = useState<string>()
  const [providerDown, setProviderDown] = useState(false)
  const [beneficiary, setBeneficiary] = useState('')

  const { input, errors } = readFootprint(draft, locale)
  const quote = input ? quoteContribution(input, draft.portfolio, draft.frequency) : undefined
  const errorFor = (field: DraftField) => {
    const error = showErrors ? errors[field] : undefined
    return error
      ? t(`checkout.errors.${error.key}`, { min: error.min ?? 0, max: error.max ?? 0 })
      : undefined
  }
  const fieldLabel = (field: DraftField) =>
    field === 'tonnes' ? t('checkout.customTonnes') : t(`checkout.${field}`)
  const summary = activeFields(draft)
    .filter((field) => errorFor(field))
    .map((field) => ({
      fieldId: `field-${field}`,
      message: `${fieldLabel(field)}: ${errorFor(field)}`,
    }))

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setAttempt((n) => n + 1)
    if (!input || !quote || quote.tailored) return
    setSending(true)
    setServerError(undefined)
    setProviderDown(false)
    try {
      const session = await createCheckoutSession({
        ...checkoutBody(draft, input, quote, locale),
        beneficiary: beneficiary.trim() || undefined,
      })
      window.location.assign(session.url)
    } catch (error) {
      // 503: the provider could not open the payment; nothing was charged.
      if (error instanceof ApiError && error.status === 503) setProviderDown(true)
      else setServerError(error instanceof ApiError ? error.message : tError('something_wrong'))
      setSending(false)
    }
  }

  const details =
    input?.emissionType === 'personal'
      ? t('checkout.tailored.details.personal', { adults: input.adults, children: input.children })
      : input?.emissionType === 'business'
        ? t('checkout.tailored.details.business', {
            industry: t(`industries.${input.industry}`),
            employees: input.employees,
          })
        : t('checkout.tailored.details.custom')

  return (
    <div className="grid gap-8">
      <form
        noValidate
        onSubmit={onSubmit}
        aria-labelledby="checkout-title"
        className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_340px] lg:items-start"
      >
        <div className="grid gap-8">
          <h2 id="checkout-title" className="text-3xl font-semibold">
            {t('checkout.title')}
          </h2>
          {providerDown ? (
            <NotCompletedNotice key="provider-down" providerDown />
          ) : cancelled ? (
            <NotCompletedNotice />
          ) : null}
          <ErrorSummary title={t('checkout.errorSummary')} errors={summary} attempt={attempt} />
          <ChoiceFieldset
            name="frequency"
            legend={t('checkout.frequency.legend')}
            value={draft.frequency}
            onChange={(frequency) => update({ frequency })}
            options={FREQUENCIES.map((value) => ({
              value,
              label: t(`checkout.frequency.options.${value}.label`),
              hint: t(`checkout.frequency.options.${value}.hint`),
            }))}
          />
          <ChoiceFieldset
            name="emissionType"
            legend={t('checkout.mode.legend')}
            value={draft.emissionType}
            onChange={(emissionType) => update({ emissionType })}
            columns={3}
            options={EMISSION_TYPES.map((value) => ({
              value,
              label: t(`checkout.mode.options.${value}.label`),
              hint: t(`checkout.mode.options.${value}.hint`),
            }))}
          />
          <FootprintFields draft={draft} errorFor={errorFor} onChange={update} />
          <PortfolioOptions
            value={draft.portfolio}
            onChange={(value) => update({ portfolio: value })}
          />
          <BeneficiaryField value={beneficiary} onChange={setBeneficiary} />
        </div>
        <CheckoutAside
          quote={quote}
          frequency={draft.frequency}
          sending={sending}
          serverError={serverError}
        />
      </form>
      {/* Outside the checkout form: forms cannot nest. */}
      {quote?.tailored ? <TailoredOffer tonnes={quote.tonnesPerYear} details={details} /> : null}
    </div>
  )
}
