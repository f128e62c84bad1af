// The decision log stays usable: every record in docs/decisions has one row in the index of
// docs/decisions/README.md with a status and a date, and a record keeps to the template's
// length unless its row marks it as a legacy record.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'

const dir = new URL('../docs/decisions/', import.meta.url)
const WORD_LIMIT = 400
const STATUS =
  /^(accepted|superseded by \d{3}(, \d{3})*|accepted; part superseded by \d{3}(, \d{3})*)$/
const DATE = /^\d{4}-\d{2}-\d{2}$/

const records = readdirSync(dir).filter((name) => /^\d{3}-[a-z0-9-]+\.md$/.test(name))

/** The index rows: `| [NNN](file.md) | title | status | date | area | form |`. */
function indexRows() {
  const rows = new Map()
  for (const line of readFileSync(new URL('README.md', dir), 'utf8').split('\n')) {
    const cells = line.split('|').map((cell) => cell.trim())
    const link = /^\[(\d{3})\]\(([^)]+)\)$/.exec(cells[1] ?? '')
    if (!link) continue
    const [, title, status, date, area, form] = cells.slice(1)
    rows.set(link[2], { number: link[1], title, status, date, area, form })
  }
  return rows
}

const words = (text) => text.split(/\s+/).filter(Boolean).length

describe('the decision log', () => {
  const rows = indexRows()

  it('indexes every record once, and nothing else', () => {
    expect([...rows.keys()].sort()).toEqual([...records].sort())
  })

  it.each(records)('%s has a status, a date, an area and its own number and title', (file) => {
    const row = rows.get(file)
    expect(row, `${file} is missing from docs/decisions/README.md`).toBeDefined()
    expect(row.status).toMatch(STATUS)
    expect(row.date).toMatch(DATE)
    expect(row.area).not.toBe('')
    expect(row.number).toBe(file.slice(0, 3))
    const heading = readFileSync(new URL(file, dir), 'utf8').split('\n')[0]
    expect(heading).toBe(`# ${row.number} — ${row.title}`)
  })

  it.each(records)('%s is under the word limit or marked legacy', (file) => {
    const text = readFileSync(new URL(file, dir), 'utf8')
    if (rows.get(file)?.form === 'legacy') return
    expect(words(text), `${file}: shorten it, split it, or move figures to bench/`).toBeLessThan(
      WORD_LIMIT,
    )
  })

  it('marks a wholly superseded record in the record itself', () => {
    for (const [file, row] of rows) {
      if (!row.status.startsWith('superseded')) continue
      const text = readFileSync(new URL(file, dir), 'utf8')
      expect(text, file).toMatch(/\*\*(Status:\*\* superseded|Superseded) by/)
    }
  })

  it('keeps the template under the word limit', () => {
    expect(words(readFileSync(new URL('TEMPLATE.md', dir), 'utf8'))).toBeLessThan(WORD_LIMIT)
  })
})
