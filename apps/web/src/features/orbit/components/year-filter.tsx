'use client'

import { useTranslations } from 'next-intl'
import { YearSelect } from '@/components/ui/year-select'

/** Year filter for the orders list; "all years" when no year is chosen. */
export function YearFilter(props: {
  years: number[]
  value: number | undefined
  onChange: (year: number | undefined) => void
}) {
  const t = useTranslations('orbit.orders')
  return <YearSelect id="orders-year" label={t('year')} allLabel={t('allYears')} {...props} />
}
