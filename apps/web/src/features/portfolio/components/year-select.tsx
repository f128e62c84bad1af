'use client'

import { useTranslations } from 'next-intl'
import { YearSelect as YearSelectField } from '@/components/ui/year-select'

/** The portfolio year selector: changes `year` in every portfolio call. */
export function YearSelect(props: {
  years: number[]
  value: number | undefined
  onChange: (year: number | undefined) => void
}) {
  const t = useTranslations('portfolio.year')
  return <YearSelectField id="portfolio-year" label={t('label')} allLabel={t('all')} {...props} />
}
