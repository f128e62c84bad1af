import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'

/** The Markdown sources as files (the build checks counterparts and links, src/lib/content-checks.ts). */
const CONTENT = join(import.meta.dirname, '..', 'content')
const slugs = (collection: string, locale: string) =>
  readdirSync(join(CONTENT, collection, locale)).map((file) => file.replace(/\.md$/, ''))
const read = (collection: string, locale: string, slug: string) =>
  readFileSync(join(CONTENT, collection, locale, `${slug}.md`), 'utf8')
const all = (collection: string) =>
  ['en', 'de'].flatMap((l) => slugs(collection, l).map((s) => read(collection, l, s))).join('\n')

describe('marketing content', () => {
  it('has at least 6 articles and 30 glossary terms per language', () => {
    for (const locale of ['en', 'de']) {
      expect(slugs('blog', locale).length).toBeGreaterThanOrEqual(6)
      expect(slugs('glossary', locale).length).toBeGreaterThanOrEqual(30)
    }
  })

  it('never claims climate neutrality (EU Directive 2024/825)', () => {
    const text = ['pages', 'blog', 'glossary'].map(all).join('\n')
    const claims =
      text.match(/\b(we are|is now|become|becomes|go) (climate|carbon)[- ]neutral/gi) ?? []
    const claimsDe = text.match(/\b(sind|ist jetzt|werden|wird) (klima|CO₂-)neutral/gi) ?? []
    expect([...claims, ...claimsDe]).toEqual([])
  })

  it('quotes the catalogue figures on the "Buy credits" page as placeholders, never as numbers', () => {
    for (const locale of ['en', 'de']) {
      const page = read('pages', locale, 'buy-credits')
      const description = /^description: (.*)$/m.exec(page)?.[1] ?? ''
      expect(description).toContain('{entries}')
      expect(description).toContain('{listed}')
      expect(page).toContain('{criteria}')
    }
  })
})
