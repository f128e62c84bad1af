/** Link targets shared by the app and the static site (docs/product.md §2 "Footer"). */

/**
 * The footer's link grid. The "academy" and the "e-mail course" are one page (/course, the
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

export type FooterLinkId = (typeof FOOTER_LINKS)[number]['id'] | (typeof LEGAL_LINKS)[number]['id']

export const CONTACT_PATH = '/contact'

export const SOCIAL_LINKEDIN = 'https://www.linkedin.com/company/kelp-earth'

/** The contact page in the visitor's language: the German path when the locale is de. */
export function contactHref(locale: string): string {
  return locale === 'de' ? `/de${CONTACT_PATH}` : CONTACT_PATH
}
