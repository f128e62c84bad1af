import { FOOTER_LINKS, KNOWLEDGE_CENTER, LEGAL_LINKS, NAV_LINKS, SOLUTIONS } from '@kelp/ui'

/**
 * Locale-free paths content may link to: every page the shell links to (the app's and the
 * site's alike) and the home page. A link elsewhere fails the build (src/lib/content-checks.ts).
 */
export const KNOWN_PATHS: ReadonlySet<string> = new Set([
  '/',
  ...[...FOOTER_LINKS, ...LEGAL_LINKS, ...SOLUTIONS, ...KNOWLEDGE_CENTER].map(({ href }) => href),
  ...Object.values(NAV_LINKS),
])
