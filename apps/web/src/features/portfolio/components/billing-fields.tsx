'use client'

import { BILLING_COUNTRIES, type CompanyBilling } from '@kelp/core/portfolio'
import { useLocale, useTranslations } from 'next-intl'
import { countryName } from '@/lib/format'

export type BillingDraft = Omit<CompanyBilling, 'vatId'> & { vatId: string }

export const emptyBilling = (legalName: string): BillingDraft => ({
  legalName,
  street: '',
  postcode: '',
  city: '',
  country: 'DE',
  vatId: '',
})

const input =
  'h-(--height-btn-lg) w-full rounded-md border border-line bg-white px-3 aria-invalid:border-danger'

type TextKey = 'legalName' | 'street' | 'postcode' | 'city'

/** The buyer's name and address the invoice must name, and the VAT id for reverse charge. */
export function BillingFields({
  value,
  missing,
  onChange,
  idPrefix = 'billing',
  withIntro = true,
}: {
  value: BillingDraft
  missing: TextKey[]
  onChange: (next: BillingDraft) => void
  /** Keeps the ids apart when the accept dialog and the settings form are both on screen. */
  idPrefix?: string
  /** False where the surrounding section already titles and explains the fields. */
  withIntro?: boolean
}) {
  const t = useTranslations('portfolio.billing')
  const locale = useLocale()
  const text = (key: TextKey, autoComplete: string) => (
    <label className="grid gap-1 text-sm font-medium">
      {t(key)}
      <input
        id={`${idPrefix}-${key}`}
        className={input}
        value={value[key]}
        autoComplete={autoComplete}
        aria-invalid={missing.includes(key) || undefined}
        onChange={(e) => onChange({ ...value, [key]: e.target.value })}
      />
    </label>
  )
  return (
    <fieldset className="grid gap-3">
      <legend className={withIntro ? 'mb-1 font-semibold' : 'sr-only'}>{t('title')}</legend>
      {withIntro ? <p className="text-sm text-muted">{t('intro')}</p> : null}
      {text('legalName', 'organization')}
      {text('street', 'street-address')}
      <div className="grid gap-3 sm:grid-cols-[10rem_1fr]">
        {text('postcode', 'postal-code')}
        {text('city', 'address-level2')}
      </div>
      <div className="grid gap-1 text-sm font-medium">
        <label htmlFor={`${idPrefix}-country`}>{t('country')}</label>
        <select
          id={`${idPrefix}-country`}
          className={input}
          value={value.country}
          autoComplete="country"
          onChange={(e) =>
            onChange({ ...value, country: e.target.value as BillingDraft['country'] })
          }
        >
          {BILLING_COUNTRIES.map((code) => (
            <option key={code} value={code}>
              {countryName(locale, code)}
            </option>
          ))}
        </select>
      </div>
      <div className="grid gap-1 text-sm font-medium">
        <label htmlFor={`${idPrefix}-vat-id`}>{t('vatId')}</label>
        <input
          id={`${idPrefix}-vat-id`}
          className={input}
          value={value.vatId}
          aria-describedby={`${idPrefix}-vat-hint`}
          onChange={(e) => onChange({ ...value, vatId: e.target.value })}
        />
        <span id={`${idPrefix}-vat-hint`} className="font-normal text-muted">
          {t('vatIdHint')}
        </span>
      </div>
    </fieldset>
  )
}
