'use client'

import { useTranslations } from 'next-intl'

/** The portfolio year selector: changes `year` in every portfolio call (issue 7 §5). */
export function YearSelect({
  years,
  value,
  onChange,
}: {
  years: number[]
  value: number | undefined
  onChange: (year: number | undefined) => void
}) {
  const t = useTranslations('portfolio.year')
  const options = value !== undefined && !years.includes(value) ? [value, ...years] : years
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="portfolio-year" className="text-sm font-medium">
        {t('label')}
      </label>
      <select
        id="portfolio-year"
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value ? Number(e.target.value) : undefined)}
        className="h-(--height-btn-md) rounded-md border border-line bg-white px-2"
      >
        <option value="">{t('all')}</option>
        {options.map((y) => (
          <option key={y} value={y}>
            {y}
          </option>
        ))}
      </select>
    </div>
  )
}
