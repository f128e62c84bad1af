import { DEFAULT_AFTER_LOGIN } from '@kelp/core/auth'
import { PLANNER_PATH } from '../nav-links'

/** Where a login lands: the stored redirect, else /projects (product.md §4). */
export function afterLoginPath(stored: string | null): string {
  return stored && stored.startsWith('/') && !stored.startsWith('//') ? stored : DEFAULT_AFTER_LOGIN
}

/**
 * Public pages that present a signed-in-only area. product.md §2 extends the marketing home by the
 * stored path because its marketing site lives on another origin; here both share one, and
 * the same path would only ask for sign-in again (docs/decisions/101).
 */
const PUBLIC_COUNTERPART: readonly (readonly [prefix: string, page: string])[] = [
  ['/orbit', '/buy-credits'],
  [PLANNER_PATH, '/plan'],
  ['/portfolio-manager', '/manage-portfolio'],
  ['/portfolio', '/manage-portfolio'],
]

/**
 * Pages anyone may see (docs/decisions/161): the modal there opens only when the visitor acts
 * (buy, ask), and closing it leaves the visitor where they were.
 */
const PUBLIC_APP_PAGES = ['/projects']

const under = (stored: string | null, prefix: string) =>
  stored === prefix || Boolean(stored?.startsWith(`${prefix}/`) || stored?.startsWith(`${prefix}?`))

/**
 * Closing the modal at step 0: the same page when it is public, else a public page about what
 * the stored path offers, else home.
 */
export function closeTarget(stored: string | null): string {
  if (stored && PUBLIC_APP_PAGES.some((prefix) => under(stored, prefix))) return stored
  const match = PUBLIC_COUNTERPART.find(([prefix]) => under(stored, prefix))
  return match ? match[1] : '/'
}

export type ModalBackground = 'projects' | 'portfolio' | 'none'

/** The modal's background screenshot, chosen by the stored redirect (product.md §2). */
export function modalBackground(stored: string | null): ModalBackground {
  if (stored === PLANNER_PATH || stored?.startsWith(`${PLANNER_PATH}/`)) return 'none'
  if (stored?.startsWith('/portfolio')) return 'portfolio'
  return 'projects'
}
