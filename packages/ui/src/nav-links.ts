/** Navigation targets (docs/product.md §2 "Navigation bar"), shared by the app and the static site. */

/** A menu option: its title and description live under `nav.items.<id>`. */
export interface MenuOption {
  id: string
  href: string
}

export const SOLUTIONS = [
  { id: 'plan', href: '/plan' },
  { id: 'buyCredits', href: '/buy-credits' },
  { id: 'managePortfolio', href: '/manage-portfolio' },
  { id: 'report', href: '/report' },
] as const satisfies readonly MenuOption[]

export const KNOWLEDGE_CENTER = [
  { id: 'course', href: '/course' },
  { id: 'blog', href: '/blog' },
  { id: 'glossary', href: '/glossary' },
  { id: 'webinars', href: '/webinars' },
] as const satisfies readonly MenuOption[]

export type NavItemId = (typeof SOLUTIONS)[number]['id'] | (typeof KNOWLEDGE_CENTER)[number]['id']

export const NAV_LINKS = {
  promise: '/sustainability-integrity-index-sii',
  customers: '/customers',
  contact: '/contact',
  portfolio: '/portfolio-manager',
  planner: '/kelpatlas',
  projects: '/projects',
} as const

/** The planner application path (docs/decisions/003); the logo shows the planner mark there. */
export const PLANNER_PATH = '/kelpatlas'

/** Navbar behaviour (docs/product.md §2 "Behaviour", §9 "Navbar"). */
export const NAVBAR_BEHAVIOUR = {
  /** After this many px of scroll the navbar hides on scrolling down, shows on scrolling up. */
  scrollThresholdPx: 70,
  /** A dropdown closes this long after the pointer leaves it. */
  dropdownCloseDelayMs: 300,
} as const

/** Paths where Portfolio/Planner links and the contact button are hidden (docs/product.md §2). */
export const FOCUSED_PATH_PARTS = ['portfolio-manager', 'orbit'] as const

export function isFocusedPath(pathname: string): boolean {
  return FOCUSED_PATH_PARTS.some((part) => pathname.includes(part))
}
