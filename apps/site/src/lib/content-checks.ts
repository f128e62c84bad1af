/**
 * Build-time checks of the site's content (docs/decisions/135): a page missing in one language
 * or a link to a page that does not exist fails the build instead of reaching a visitor.
 */

/** An entry as the content loader names it: `<locale>/<slug>`. */
export interface ContentEntry {
  id: string
  body?: string
  /** Links held outside the body, e.g. a call to action in the front matter. */
  links?: readonly string[]
}

const LOCALES = ['en', 'de'] as const

function split(id: string): { locale: string; slug: string } {
  const [locale = '', ...rest] = id.split('/')
  return { locale, slug: rest.join('/') }
}

/** Slugs that exist in one language only, as "de/imprint is missing". */
export function missingCounterparts(entries: readonly ContentEntry[]): string[] {
  const have = new Set(entries.map((entry) => entry.id))
  const slugs = new Set(entries.map((entry) => split(entry.id).slug))
  return [...slugs].flatMap((slug) =>
    LOCALES.filter((locale) => !have.has(`${locale}/${slug}`)).map(
      (locale) => `${locale}/${slug} is missing`,
    ),
  )
}

/** Markdown links and HTML hrefs to paths on this origin ('/…', not '//…'). */
export function internalLinks(markdown: string): string[] {
  const links = [
    ...markdown.matchAll(/\]\((\/[^)\s#?]*)/g),
    ...markdown.matchAll(/href="(\/[^"#?]*)"/g),
  ].map((match) => match[1] ?? '')
  return links.filter((link) => !link.startsWith('//'))
}

/**
 * Internal links that lead nowhere, as "en/terms-and-conditions links /nowhere". `known` are
 * the locale-free paths of every page on the origin, the site's and the app's.
 */
export function brokenLinks(
  entries: readonly ContentEntry[],
  known: ReadonlySet<string>,
): string[] {
  return entries.flatMap((entry) =>
    [...internalLinks(entry.body ?? ''), ...(entry.links ?? [])]
      .filter((link) => !known.has(link.replace(/^\/de(?=\/|$)/, '') || '/'))
      .map((link) => `${entry.id} links ${link}`),
  )
}

/**
 * Throws with every problem listed, so one build names them all. Each collection is checked for
 * counterparts on its own: a slug may name a page in one and a glossary term in another.
 */
export function assertContent(
  collections: readonly (readonly ContentEntry[])[],
  known: ReadonlySet<string>,
) {
  const problems = collections.flatMap((entries) => [
    ...missingCounterparts(entries),
    ...brokenLinks(entries, known),
  ])
  if (problems.length) throw new Error(`Content problems:\n- ${problems.join('\n- ')}`)
}
