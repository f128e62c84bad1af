/** Navigation targets (spec §2 "Navigation bar", "Footer"). Titles are message keys. */
export interface MenuOption {
  id: string
  /** Key under `nav.items.<id>` holding `title` and `description`. */
  href: string
}

export const SOLUTIONS: readonly MenuOption[] = [
  { id: 'plan', href: '/plan' },
  { id: 'buyCredits', href: '/buy-credits' },
  { id: 'managePortfolio', href: '/manage-portfolio' },
  { id: 'report', href: '/report' },
]

export const KNOWLEDGE_CENTER: readonly MenuOption[] = [
  { id: 'course', href: '/course' },
  { id: 'blog', href: '/blog' },
  { id: 'glossary', href: '/glossary' },
  { id: 'webinars', href: '/webinars' },
]

export const NAV_LINKS = {
  promise: '/sustainability-integrity-index-sii',
  customers: '/customers',
  contact: '/contact',
  portfolio: '/portfolio-manager',
  planner: '/kelpatlas',
  projects: '/projects',
} as const

/**
 * The footer's link grid. The spec's "academy" and "e-mail course" are one page (/course, the
 * free e-mail course), so the footer links it once.
 */
export const FOOTER_LINKS = [
  { id: 'about', href: '/about' },
  { id: 'emailCourse', href: '/course' },
  { id: 'blog', href: '/blog' },
  { id: 'glossary', href: '/glossary' },
  { id: 'webinars', href: '/webinars' },
  { id: 'projects', href: '/projects' },
  { id: 'germanyPortfolio', href: '/contribute/germany' },
] as const

export const PRIVACY_POLICY_PATH = '/privacy-policy'

/** The footer's bottom row, next to the cookie settings. */
export const LEGAL_LINKS = [
  { id: 'imprint', href: '/imprint' },
  { id: 'terms', href: '/terms-and-conditions' },
  { id: 'privacy', href: PRIVACY_POLICY_PATH },
] as const

export const SOCIAL_LINKEDIN = 'https://www.linkedin.com/company/kelp-earth'

/** The contact page in the visitor's language: the German path when the locale is de. */
export function contactHref(locale: string): string {
  return locale === 'de' ? `/de${NAV_LINKS.contact}` : NAV_LINKS.contact
}
