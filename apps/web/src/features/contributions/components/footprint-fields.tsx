'use client'

import { INDUSTRIES, TAILORED_THRESHOLD_TONNES, type Industry } from '@kelp/core/contributions'
import { useTranslations } from 'next-intl'
import { Field } from '@kelp/ui'
import {
  activeFields,
  FIELD_BOUNDS,
  type CheckoutDraft,
  type DraftField,
} from '../lib/checkout-draft'

/** The inputs of the chosen footprint mode: household, business or own tonnage. */
export function FootprintFields({
  draft,
  errorFor,
  onChange,
}: {
  draft: CheckoutDraft
  errorFor: (field: DraftField) => string | undefined
  onChange: (patch: Partial<CheckoutDraft>) => void
}) {
  const t = useTranslations('contributions.checkout')
  const tIndustry = useTranslations('contributions.industries')
  const fields = activeFields(draft)
  const count = (field: Exclude<DraftField, 'industry'>, label: string) => (
    <Field
      key={field}
      name={field}
      label={label}
      inputMode="numeric"
      autoComplete="off"
      value={draft[field]}
      onChange={(event) => onChange({ [field]: event.target.value })}
      error={errorFor(field)}
    />
  )
  const industryError = errorFor('industry')

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      {fields.includes('adults') ? count('adults', t('adults')) : null}
      {fields.includes('children') ? count('children', t('children')) : null}
      {fields.includes('industry') ? (
        <div className="flex flex-col gap-1">
          <label htmlFor="field-industry" className="font-medium">
            {t('industry')}
          </label>
          <select
            id="field-industry"
            name="industry"
            value={draft.industry}
            onChange={(event) => onChange({ industry: event.target.value as Industry | '' })}
            aria-invalid={industryError ? true : undefined}
            aria-describedby={industryError ? 'field-industry-error' : undefined}
            className="h-[42px] w-full rounded-lg border border-ink/30 bg-white px-3 focus-visible:border-kelp-700 focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:outline-none aria-invalid:border-red-700"
          >
            <option value="">{t('industryPlaceholder')}</option>
            {INDUSTRIES.map((industry) => (
              <option key={industry} value={industry}>
                {tIndustry(industry)}
              </option>
            ))}
          </select>
          {industryError ? (
            <p id="field-industry-error" className="text-sm text-red-700">
              {industryError}
            </p>
          ) : null}
        </div>
      ) : null}
      {fields.includes('employees') ? count('employees', t('employees')) : null}
      {fields.includes('tonnes') ? (
        <>
          {count('tonnes', t('customTonnes'))}
          <p className="self-end pb-2 text-sm text-muted">
            {t('customHint', {
              min: FIELD_BOUNDS.tonnes[0],
              max: FIELD_BOUNDS.tonnes[1],
              threshold: TAILORED_THRESHOLD_TONNES,
            })}
          </p>
        </>
      ) : null}
    </div>
  )
}
