import { readdirSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CONTRIBUTE_PAGES, isUnknownRouteValue, TOP_LEVEL_PAGES } from './closed-params'

const localeDir = join(__dirname, '..', 'app', '[locale]')

/** Folders of a directory that hold a page and are no dynamic segment. */
function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((d) => d.isDirectory() && !/[[\]()]/.test(d.name))
    .filter((d) => existsSync(join(dir, d.name, 'page.tsx')))
    .map((d) => d.name)
    .sort()
}

/** Folders directly under [locale] (or one of its route groups) that hold a page. */
function topLevelPages(): string[] {
  const dirs = readdirSync(localeDir, { withFileTypes: true }).filter((d) => d.isDirectory())
  const groups = dirs.filter((d) => d.name.startsWith('('))
  const candidates = [
    ...dirs.filter((d) => !d.name.startsWith('(')).map((d) => join(localeDir, d.name)),
    ...groups.flatMap((g) =>
      readdirSync(join(localeDir, g.name), { withFileTypes: true })
        .filter((d) => d.isDirectory())
        .map((d) => join(localeDir, g.name, d.name)),
    ),
  ]
  return candidates
    .filter((dir) => !/[[\]]/.test(dir.split('/').pop()!) && existsSync(join(dir, 'page.tsx')))
    .map((dir) => dir.split('/').pop()!)
    .sort()
}

describe('isUnknownRouteValue', () => {
  it('knows every top-level page of the app', () => {
    expect([...TOP_LEVEL_PAGES].sort()).toEqual(topLevelPages())
    expect([...CONTRIBUTE_PAGES].sort()).toEqual(pages(join(localeDir, 'contribute')))
  })

  it('sends unknown content pages and portfolios to the catch-all', () => {
    expect(isUnknownRouteValue('/en/nope')).toBe(true)
    expect(isUnknownRouteValue('/de/auth')).toBe(true)
    // Pages of the static site (apps/site) are not the app's: they never reach it.
    expect(isUnknownRouteValue('/en/plan')).toBe(true)
    expect(isUnknownRouteValue('/de/contribute/nope')).toBe(true)
  })

  it('leaves known values and every other route alone', () => {
    for (const path of [
      '/en',
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
