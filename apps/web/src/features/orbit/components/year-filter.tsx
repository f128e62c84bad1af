'use client'

import { useTranslations } from 'next-intl'

/** Year filter for the orders list; "all years" when no year is chosen. */
export function YearFilter({
  years,
  value,
  onChange,
}: {
  years: number[]
  value: number | undefined
  onChange: (year: number | undefined) => void
}) {
  const t = useTranslations('orbit.orders')
  const options = value !== undefined && !years.includes(value) ? [value, ...years] : years
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="orders-year" className="text-sm font-medium">
        {t('year')}
      </label>
      <select
        id="orders-year"
        value={value ?? ''}
        onChange={(event) => onChange(event.target.value ? Number(event.target.value) : undefined)}
        className="h-(--height-btn-md) rounded-md border border-line bg-white px-2"
      >
        <option value="">{t('allYears')}</option>
        {options.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </div>
  )
}
