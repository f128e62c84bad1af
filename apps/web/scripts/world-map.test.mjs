import { readFileSync } from 'node:fs'
import { geoNaturalEarth1 } from 'd3-geo'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  MAP_HEIGHT,
  MAP_SCALE,
  MAP_TRANSLATE,
  MAP_WIDTH,
  projectPoint,
} from '../src/features/projects/lib/world-projection'
import { drawWorld, LAND_COLOURS, MAP_SIZE, SVG_PATH } from './world-map.mjs'

describe('the projects map drawn at build time', () => {
  const world = drawWorld()

  it('serves the outline this script draws (run it again after changing it)', () => {
    expect(readFileSync(SVG_PATH, 'utf8')).toBe(world.svg)
    expect(world.svg).toContain(`fill="${LAND_COLOURS.fill}"`)
  })

  it('uses the land colours of the design tokens', () => {
    const css = readFileSync(new URL('../../../packages/ui/src/theme.css', import.meta.url), 'utf8')
    expect(css).toContain(`--color-kelp-100: ${LAND_COLOURS.fill};`)
    expect(css).toContain(`--color-kelp-200: ${LAND_COLOURS.stroke};`)
  })

  it('places dots with the projection the outline was fitted with', () => {
    expect({ width: MAP_WIDTH, height: MAP_HEIGHT }).toEqual(MAP_SIZE)
    expect(MAP_SCALE).toBe(world.scale)
    expect(MAP_TRANSLATE).toEqual(world.translate)
    const d3 = geoNaturalEarth1()
      .scale(MAP_SCALE)
      .translate([...MAP_TRANSLATE])
    fc.assert(
      fc.property(
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -90, max: 90, noNaN: true }),
        (lon, lat) => {
          const [x, y] = projectPoint(lon, lat)
          const [ex, ey] = d3([lon, lat])
          expect(x).toBeCloseTo(ex, 6)
          expect(y).toBeCloseTo(ey, 6)
        },
      ),
    )
    // Every inhabited place is drawn: its dot (radius 7) at least partly within the map.
    fc.assert(
      fc.property(
        fc.double({ min: -180, max: 180, noNaN: true }),
        fc.double({ min: -56, max: 80, noNaN: true }),
        (lon, lat) => {
          const [x, y] = projectPoint(lon, lat)
          expect(x).toBeGreaterThan(-7)
          expect(x).toBeLessThan(MAP_WIDTH + 7)
          expect(y).toBeGreaterThan(0)
          expect(y).toBeLessThan(MAP_HEIGHT)
        },
      ),
    )
  })
})
