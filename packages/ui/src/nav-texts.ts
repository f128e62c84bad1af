import { KNOWLEDGE_CENTER, SOLUTIONS, type MenuOption, type NavItemId } from './nav-links'

/** Looks a key up in the host's `nav` messages (next-intl in the app, use-intl on the site). */
export type NavTranslate = (key: string) => string

/** A resolved menu option (docs/product.md §2: each option has id, title, description, href). */
export interface NavOption {
  id: string
  title: string
  description: string
  href: string
}

const TEXT_KEYS = [
  'main',
  'solutions',
  'knowledgeCenter',
  'promise',
  'customers',
  'contact',
  'contactNewTab',
  'signIn',
  'userMenu',
  'portfolio',
  'planner',
  'logout',
  'openMenu',
  'closeMenu',
  'mobileMenu',
  'mobilePortfolio',
  'mobilePlanner',
  'mobileLogout',
] as const

export type NavTexts = Record<(typeof TEXT_KEYS)[number], string> & {
  solutionOptions: NavOption[]
  knowledgeOptions: NavOption[]
}

/** The navbar's texts from the `nav` message namespace, resolved the same way by both hosts. */
export function navTexts(t: NavTranslate): NavTexts {
  const toOptions = (options: readonly MenuOption[]): NavOption[] =>
    options.map(({ id, href }) => ({
      id,
      href,
      title: t(`items.${id as NavItemId}.title`),
      description: t(`items.${id as NavItemId}.description`),
    }))
  const texts = Object.fromEntries(TEXT_KEYS.map((key) => [key, t(key)])) as Record<
    (typeof TEXT_KEYS)[number],
    string
  >
  return {
    ...texts,
    solutionOptions: toOptions(SOLUTIONS),
    knowledgeOptions: toOptions(KNOWLEDGE_CENTER),
  }
}
