import type { AbstractIntlMessages } from 'next-intl'

/**
 * Message namespaces that client components of the shell (navbar, consent, toasts, loading
 * views, sign-in modal and auth pages, dev mailbox) read with `useTranslations`. Only these
 * are serialised into every page; docs/decisions/012-marketing-js-budget.md.
 */
export const SHELL_NAMESPACES = [
  'common',
  'nav',
  'consent',
  'toast',
  'loading',
  'languages',
  'auth',
  'mailbox',
  'system',
] as const

/**
 * The signed-in app: each route serialises only the namespaces its own client components read
 * (the messages are part of every page's HTML and inline script). The marketing and
 * contribution namespaces, and the other routes' namespaces, stay out.
 */
export const PROJECTS_NAMESPACES = [...SHELL_NAMESPACES, 'projects', 'chat', 'orbit'] as const
/**
 * The Portfolio Manager embeds the planner's targets, orbit's tonnes field and a contact form;
 * its webhooks page (/portfolio-manager/webhooks) shares the route's layout.
 */
export const PORTFOLIO_NAMESPACES = [
  ...SHELL_NAMESPACES,
  'portfolio',
  'planner',
  'orbit',
  'contact',
  'webhooks',
  'apiKeys',
] as const
export const PLANNER_NAMESPACES = [...SHELL_NAMESPACES, 'planner'] as const
export const ORBIT_NAMESPACES = [...SHELL_NAMESPACES, 'orbit'] as const
export const ADMIN_NAMESPACES = [...SHELL_NAMESPACES, 'admin', 'orbit'] as const

/** Namespaces the contribution screens' client components read (checkout, payment, dashboard). */
export const CONTRIBUTION_NAMESPACES = [...SHELL_NAMESPACES, 'contact', 'contributions'] as const

export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((n) => n in messages).map((n) => [n, messages[n]!]))
}
