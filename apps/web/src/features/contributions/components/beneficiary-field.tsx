'use client'

import { useTranslations } from 'next-intl'

/** The optional name printed on the contribution's certificates (public on /verify). */
export function BeneficiaryField({
  value,
  onChange,
}: {
  value: string
  onChange: (value: string) => void
}) {
  const t = useTranslations('contributions.checkout')
  return (
    <div className="grid gap-1">
      <label htmlFor="field-beneficiary" className="font-semibold">
        {t('beneficiary')}
      </label>
      <input
        id="field-beneficiary"
        value={value}
        maxLength={200}
        autoComplete="name"
        aria-describedby="field-beneficiary-hint"
        onChange={(e) => onChange(e.target.value)}
        className="h-12 w-full rounded-md border border-line bg-white px-3"
      />
      <p id="field-beneficiary-hint" className="text-sm text-muted">
        {t('beneficiaryHint')}
      </p>
    </div>
  )
}
