import { readdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTRIBUTE_PAGES, isUnknownRouteValue } from './closed-params'

const localeDir = join(__dirname, '..', 'app', '[locale]')

/** Folders of a directory that hold a page and are no dynamic segment. */
function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !/[[\]()]/.test(d.name))
    .filter((d) => existsSync(join(dir, d.name, 'page.tsx')))
    .map((d) => d.name)
    .sort()
}

describe('isUnknownRouteValue', () => {
  it('knows every page beside the portfolios', () => {
    expect([...CONTRIBUTE_PAGES].sort()).toEqual(pages(join(localeDir, 'contribute')))
  })

  it('sends unknown portfolios to the catch-all', () => {
    expect(isUnknownRouteValue('/de/contribute/nope')).toBe(true)
    expect(isUnknownRouteValue('/en/contribute/opengraph')).toBe(true)
  })

  it('leaves known values and every other route alone', () => {
    for (const path of [
      '/en',
      // One segment: the catch-all matches an unknown one directly (pages of the static site,
      // apps/site, never reach the app).
      '/en/nope',
      '/de/auth',
      '/en/plan',
      '/en/contact',
      '/keys/contact',
      '/de/projects',
      '/en/course',
      '/en/contribute/germany',
      '/de/contribute/dashboard',
      '/en/contribute/success',
      '/de/projects/some-project',
      '/en/auth/sign-in',
      '/en/nope/deeper',
      // Metadata images next to a page: the home page's and a contribute page's.
      '/en/opengraph-image-ds8rmm',
      '/de/twitter-image-ds8rmm',
      '/de/contribute/opengraph-image-1a2b3c',
    ]) {
      expect(isUnknownRouteValue(path), path).toBe(false)
    }
  })
})
