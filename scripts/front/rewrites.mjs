// Addresses that one static page answers for many (docs/decisions/142): the page reads what
// varies from the address itself. The reverse proxy has the same rule (deploy/Caddyfile), and
// server.test.mjs checks that the two agree.

/**
 * A shared scorecard, /scorecard/<id> in every locale: the site builds one page for all ids
 * (apps/site/src/pages/scorecard/shared.astro), whose island reads the id from the address.
 */
export const STATIC_REWRITES = [
  {
    name: 'sharedScorecard',
    pattern: /^(\/de|\/keys)?\/scorecard\/[^/]+$/,
    target: '$1/scorecard/shared',
  },
]

/** The static page that answers `path` in its place, or null. */
export function rewriteTarget(path) {
  for (const { pattern, target } of STATIC_REWRITES) {
    if (pattern.test(path)) return path.replace(pattern, target)
  }
  return null
}
