import { KG_PER_TONNE } from '@kelp/core/planner'

/** One formatter per kind: tonnes from kilograms, euros from cents, percent. */
export function plannerFormat(locale: string) {
  const lang = locale === 'de' ? 'de-DE' : 'en-GB'
  const tonnes = new Intl.NumberFormat(lang, { maximumFractionDigits: 0 })
  const euros = new Intl.NumberFormat(lang, {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  })
  const percent = new Intl.NumberFormat(lang, { maximumFractionDigits: 1 })
  return {
    tonnesFromKg: (kg: number) => tonnes.format(kg / KG_PER_TONNE),
    eurosFromCents: (cents: number) => euros.format(cents / 100),
    percent: (value: number) => percent.format(value),
  }
}
