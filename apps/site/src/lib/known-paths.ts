import { FOOTER_LINKS, KNOWLEDGE_CENTER, LEGAL_LINKS, NAV_LINKS, SOLUTIONS } from '@kelp/ui'

/** App pages content links to that the shell does not: the portfolio overview. */
const CONTENT_ONLY_TARGETS = ['/portfolio']

/**
 * Locale-free paths content may link to: every page the shell links to (the app's and the
 * site's alike), the home page and the few app pages only content links to. A link elsewhere
 * fails the build (src/lib/content-checks.ts); the site's own pages are added where it checks.
 */
export const KNOWN_PATHS: ReadonlySet<string> = new Set([
  '/',
  ...CONTENT_ONLY_TARGETS,
  ...[...FOOTER_LINKS, ...LEGAL_LINKS, ...SOLUTIONS, ...KNOWLEDGE_CENTER].map(({ href }) => href),
  ...Object.values(NAV_LINKS),
])
