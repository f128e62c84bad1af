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
] as const

/** Namespaces the marketing pages' own client islands (forms, carousel) read. */
export const MARKETING_NAMESPACES = [
  ...SHELL_NAMESPACES,
  'contact',
  'webinars',
  'scorecard',
  'carousel',
  'course',
] as const

/**
 * Namespaces the signed-in app's client components read (marketplace, project pages and chat,
 * orbit, Portfolio Manager, planner, back-office). The marketing and contribution namespaces
 * stay out: about a third of the messages, serialised into every app page otherwise.
 */
export const APP_NAMESPACES = [
  ...SHELL_NAMESPACES,
  'projects',
  'chat',
  'orbit',
  'portfolio',
  'planner',
  'admin',
] as const

/** Namespaces the contribution screens' client components read (checkout, payment, dashboard). */
export const CONTRIBUTION_NAMESPACES = [...SHELL_NAMESPACES, 'contact', 'contributions'] as const

export function pickMessages(
  messages: AbstractIntlMessages,
  namespaces: readonly string[],
): AbstractIntlMessages {
  return Object.fromEntries(namespaces.filter((n) => n in messages).map((n) => [n, messages[n]!]))
}
