import { parse } from 'csv-parse/sync'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { csvCell, csvLine } from './csv'

describe('csv cells', () => {
  it('writes numbers with the language decimal mark and no grouping', () => {
    expect(csvCell(1234.5, 'en')).toBe('1234.5')
    expect(csvCell(1234.5, 'de')).toBe('1234,5')
    expect(csvCell(-3, 'de')).toBe('-3')
  })

  it('defuses text a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t'])
      expect(csvCell(`${start}1+1`, 'en')).toBe(`'${start}1+1`)
  })

  it('round-trips any text and number through a real CSV parser in both conventions', () => {
    const cell = fc.oneof(
      fc.string(),
      fc.integer(),
      fc
        .double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 })
        .map((n) => Math.round(n * 1000) / 1000),
    )
    fc.assert(
      fc.property(fc.array(cell, { minLength: 1, maxLength: 6 }), (cells) => {
        for (const [locale, delimiter] of [
          ['en', ','],
          ['de', ';'],
        ] as const) {
          const [row] = parse(csvLine(cells, locale), {
            delimiter,
            relax_column_count: true,
          }) as string[][]
          const expected = cells.map((c) =>
            typeof c === 'number'
              ? String(c).replace('.', locale === 'de' ? ',' : '.')
              : /^[=+\-@\t\r]/.test(c)
                ? `'${c}`
                : c,
          )
          expect(row).toEqual(expected)
        }
      }),
    )
  })
})
