import { CATALOGUE_FIGURES } from '@kelp/core/projects'
import type { SiteLocale } from '../i18n/locales'
import { translator } from '../i18n/translate'

const STATS = ['share', 'points', 'sections'] as const

/**
 * The home page's figures about the catalogue and the method (`home.stats.*`), each filled from
 * @kelp/core's CATALOGUE_FIGURES, the one source every page quotes.
 */
export function homeStats(locale: SiteLocale): { value: string; label: string }[] {
  const t = translator(locale, 'home')
  return STATS.map((stat) => ({
    value: t(`stats.${stat}Value`, CATALOGUE_FIGURES),
    label: t(`stats.${stat}Label`, CATALOGUE_FIGURES),
  }))
}

/** The home page's four solutions, each with the page it leads to. */
export const HOME_SOLUTIONS = [
  { key: 'plan', href: '/plan' },
  { key: 'buy', href: '/buy-credits' },
  { key: 'manage', href: '/manage-portfolio' },
  { key: 'report', href: '/report' },
] as const
