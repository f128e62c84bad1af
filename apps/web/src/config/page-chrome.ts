/**
 * Per-page chrome. A page opts into a hidden footer by adding its path pattern here (paths are
 * locale-free, e.g. '/kelpatlas'; a trailing '/*' matches everything below). The shell reads
 * this on every route change. The one page with a transparent navbar, the home page, is the
 * static site's (apps/site).
 */
// None today: the footer carries "Cookie settings", which every page must keep within reach
// (consent can be changed or withdrawn at any time), the ATLAS planner included.
export const HIDDEN_FOOTER_PATHS: readonly string[] = []

export function matchesPath(pathname: string, patterns: readonly string[]): boolean {
  return patterns.some((pattern) =>
    pattern.endsWith('/*') ? pathname.startsWith(pattern.slice(0, -1)) : pathname === pattern,
  )
}

/** Paths where Portfolio/Planner links and the contact button are hidden (product.md §2). */
export { isFocusedPath } from '@kelp/ui'

/** product.md §2: on paths containing /projects/ a spacer shows on mobile only. */
export function needsMobileSpacer(pathname: string): boolean {
  return pathname.includes('/projects/')
}
