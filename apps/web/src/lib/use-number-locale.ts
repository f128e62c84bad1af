import type { NumberLocale } from '@kelp/core/numbers'
import { useLocale } from 'next-intl'

/**
 * Which marks the page's number fields read (`@kelp/core/numbers`): German grouping and decimal
 * marks under /de, English ones otherwise (the translators' `keys` view reads English).
 */
export function useNumberLocale(): NumberLocale {
  return useLocale() === 'de' ? 'de' : 'en'
}
