// The catalogue build never makes a price or a quantity: stock and prices exist only as supply
// lots an operator records (docs/decisions/147). This fails if a price or stock field comes
// back into the build's output, or if the hash is used for anything but a map position.
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { offerVintages } from './vintages.mjs'

const here = import.meta.dirname
const catalogue = JSON.parse(
  readFileSync(join(here, '../../apps/api/src/db/seed-data/catalogue.json'), 'utf8'),
)
const PRICE_OR_STOCK = /price|credits?available|stock|quantity|tonnes|cents/i

describe('catalogue build: no generated price or quantity', () => {
  it('writes vintages with registry facts only', () => {
    for (const p of catalogue) {
      for (const key of Object.keys(p)) expect(key).not.toMatch(/price|stock|creditsAvailable/i)
      for (const v of p.vintages) {
        expect(Object.keys(v).sort()).toEqual(['expectedDeliveryYear', 'status', 'year'])
      }
    }
  })

  it('offers vintages without a price or a quantity, whatever the project', () => {
    const base = { registryKey: 'verra', creditingPeriodStart: '2021-01-01', retiredCredits: 0 }
    const cases = [
      { ...base, issuedCredits: 5000, status: 'registered' },
      { ...base, issuedCredits: 0, status: 'under-validation' },
      { ...base, issuedCredits: 0, status: 'validated' },
    ]
    for (const p of cases) {
      for (const v of offerVintages(p, { latest: 2025 })) {
        for (const key of Object.keys(v)) expect(key).not.toMatch(PRICE_OR_STOCK)
      }
    }
  })

  it('derives no value from a hash', () => {
    for (const file of readdirSync(here).filter(
      (f) => f.endsWith('.mjs') && !f.endsWith('.test.mjs'),
    )) {
      const lines = readFileSync(join(here, file), 'utf8').split('\n')
      expect(lines.filter((l) => /hash|imul|0x811c9dc5/i.test(l))).toEqual([])
    }
  })
})
