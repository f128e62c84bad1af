'use client'

import {
  EMISSION_TYPES,
  quoteContribution,
  quoteTonnes,
  TAILORED_THRESHOLD_TONNES,
  type DashboardContribution,
} from '@kelp/core/contributions'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { modifySubscription } from '../../api/dashboard'
import {
  DEFAULT_DRAFT,
  readFootprint,
  type CheckoutDraft,
  type DraftField,
} from '../../lib/checkout-draft'
import { formatMoney, formatTonnes } from '@/lib/format'
import { ChoiceFieldset } from '../choice-fieldset'
import { FootprintFields } from '../footprint-fields'
import { PortfolioOptions } from '../portfolio-options'

/**
 * Starts from the calculator's inputs the contribution was bought with (a household stays two
 * adults and a child), or from its tonnes when those inputs no longer give them.
 */
function adjustDraft(c: DashboardContribution): CheckoutDraft {
  const base = { ...DEFAULT_DRAFT, portfolio: c.portfolio, tonnes: String(c.tonnes) }
  const f = c.footprint
  if (!f || f.emissionType === 'custom') return { ...base, emissionType: 'custom' }
  if (f.emissionType === 'personal') {
    return {
      ...base,
      emissionType: 'personal',
      adults: String(f.adults),
      children: String(f.children),
    }
  }
  return { ...base, emissionType: 'business', industry: f.industry, employees: String(f.employees) }
}

/** Change footprint or portfolio of a monthly contribution, then confirm (product.md §2). */
export function AdjustForm({
  contribution,
  onSaved,
}: {
  contribution: DashboardContribution & { subscriptionId: string }
  onSaved: () => void
}) {
  const t = useTranslations('contributions')
  const tError = useTranslations('common.error')
  const format = useFormatter()
  const locale = useLocale() === 'de' ? 'de' : 'en'
  const [draft, setDraft] = useState<CheckoutDraft>(() => adjustDraft(contribution))
  const [notice, setNotice] = useState<string>()
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)
  const update = (patch: Partial<CheckoutDraft>) => setDraft((old) => ({ ...old, ...patch }))

  const { input, errors } = readFootprint(draft, locale)
  const quote = input ? quoteContribution(input, draft.portfolio, 'monthly') : undefined
  const errorFor = (field: DraftField) => {
    const found = errors[field]
    return found
      ? t(`checkout.errors.${found.key}`, { min: found.min ?? 0, max: found.max ?? 0 })
      : undefined
  }
  const line = (key: 'current' | 'next', cents: number, tonnes: number) =>
    t(`adjust.${key}`, { amount: formatMoney(format, cents), tonnes: formatTonnes(format, tonnes) })

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setNotice(undefined)
    setError(undefined)
    if (!quote || quote.tailored) return
    if (quote.tonnesPerYear === contribution.tonnes && draft.portfolio === contribution.portfolio) {
      setNotice(t('adjust.unchanged'))
      return
    }
    setSending(true)
    try {
      await modifySubscription({
        subscriptionId: contribution.subscriptionId,
        amount: quoteTonnes(quote.tonnesPerYear, draft.portfolio, 'monthly').amountCents,
        emissions: quote.tonnesPerYear,
        portfolio: draft.portfolio,
        locale,
      })
      onSaved()
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : tError('something_wrong'))
    } finally {
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-label={t('adjust.title')} className="grid gap-6">
      <p className="rounded-xl bg-surface p-4">
        {line('current', contribution.amount, contribution.tonnes)}
      </p>
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
      <PortfolioOptions value={draft.portfolio} onChange={(portfolio) => update({ portfolio })} />
      <p aria-live="polite" className="rounded-xl bg-kelp-900 p-4 text-lg font-semibold text-white">
        {quote && !quote.tailored
          ? line('next', quote.amountCents, quote.tonnesPerYear)
          : quote?.tailored
            ? t('adjust.tooLarge', { threshold: TAILORED_THRESHOLD_TONNES })
            : t('checkout.summary.incomplete')}
      </p>
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
      {notice ? (
        <p role="status" className="font-semibold text-kelp-700">
          {notice}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={sending || !quote || quote.tailored}
        className={`${buttonClasses({ size: 'lg' })} w-fit`}
      >
        {sending ? t('adjust.confirming') : t('adjust.confirm')}
      </button>
    </form>
  )
}
