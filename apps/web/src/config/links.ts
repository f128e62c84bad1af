/**
 * Navigation targets (product.md §2 "Navigation bar"). Titles are message keys. The footer's links
 * live in @kelp/ui, shared with the static site.
 */
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
