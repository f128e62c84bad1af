/**
 * The first path segments the Next.js app answers (apps/web/src/app/[locale]); every other page
 * is a file of the static site, served beside it from the same origin (docs/decisions/130).
 */
export const APP_SECTIONS: ReadonlySet<string> = new Set([
  'admin',
  'auth',
  'contribute',
  'dev',
  'kelpatlas',
  'orbit',
  'portfolio',
  'portfolio-manager',
  'projects',
  'verify',
])

/**
 * Whether a locale-free href is an app page, reached by client navigation. A link to a static
 * page is a plain page load: the app's router would ask that path for its server-component
 * payload, get the static HTML instead and load it again, leaving `?_rsc=` in the history.
 */
export function isAppPath(href: string): boolean {
  if (!href.startsWith('/') || href.startsWith('//')) return false
  const [section = ''] = href.slice(1).split(/[/?#]/, 1)
  return APP_SECTIONS.has(section)
}
