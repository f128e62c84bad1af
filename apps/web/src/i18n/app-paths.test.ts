import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { APP_SECTIONS, isAppPath } from './app-paths'

const LOCALE_DIR = join(import.meta.dirname, '../app/[locale]')

/** Route segments under a folder: route groups `(name)` are looked into, dynamic ones skipped. */
function sections(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
    .flatMap((entry) =>
      entry.name.startsWith('(') ? sections(join(dir, entry.name)) : [entry.name],
    )
}

describe('isAppPath', () => {
  it('names exactly the sections the Next.js app has pages for', () => {
    expect([...APP_SECTIONS].sort()).toEqual(sections(LOCALE_DIR).sort())
  })

  it('tells app pages from static ones by their first segment', () => {
    expect(isAppPath('/projects')).toBe(true)
    expect(isAppPath('/projects/abc?tab=impact')).toBe(true)
    expect(isAppPath('/portfolio-manager#docs')).toBe(true)
    expect(isAppPath('/contribute/germany')).toBe(true)
    expect(isAppPath('/glossary')).toBe(false)
    expect(isAppPath('/manage-portfolio')).toBe(false)
    expect(isAppPath('/projects-guide')).toBe(false)
    expect(isAppPath('/')).toBe(false)
    expect(isAppPath('https://example.com/projects')).toBe(false)
    expect(isAppPath('//example.com/projects')).toBe(false)
  })
})
