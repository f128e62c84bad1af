import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { drawVisuals, VISUAL_SIZE, VISUALS_DIR } from './project-visuals.mjs'

/** Page-weight budget of one map (a card grid shows twelve). */
const MAX_BYTES = 20_000

describe('per-project location maps drawn at build time', () => {
  const visuals = drawVisuals()

  it('serves exactly one map per catalogue project, as the script draws it', () => {
    expect(readdirSync(VISUALS_DIR).sort()).toEqual([...visuals.keys()].sort())
    for (const [name, svg] of visuals) {
      expect(readFileSync(join(VISUALS_DIR, name), 'utf8'), name).toBe(svg)
      expect(svg.length, name).toBeLessThan(MAX_BYTES)
    }
  })

  it('pins a site only where the source gives site coordinates, inside the map', () => {
    const catalogue = JSON.parse(
      readFileSync(new URL('../../api/src/db/seed-data/catalogue.json', import.meta.url), 'utf8'),
    )
    for (const p of catalogue) {
      const svg = visuals.get(`${p.slug}.svg`)
      const pin = /<circle cx="(-?\d+)" cy="(-?\d+)"/.exec(svg)
      expect(pin !== null, p.slug).toBe(p.locationExact)
      if (pin) {
        expect(Number(pin[1])).toBeGreaterThanOrEqual(0)
        expect(Number(pin[1])).toBeLessThanOrEqual(VISUAL_SIZE.width)
        expect(Number(pin[2])).toBeGreaterThanOrEqual(0)
        expect(Number(pin[2])).toBeLessThanOrEqual(VISUAL_SIZE.height)
      }
    }
  })
})
