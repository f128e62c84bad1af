// The projects map's world outline (Natural Earth 1:110m land, from world-atlas), drawn once
// here instead of in every browser: `node scripts/world-map.mjs` writes
// public/maps/world-land.svg, and src/features/projects/lib/world-projection.ts holds the
// projection's constants. world-map.test.mjs checks that both match what this draws.
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { geoNaturalEarth1, geoPath } from 'd3-geo'
import { feature } from 'topojson-client'

const require = createRequire(import.meta.url)

/** The map's drawing size in SVG units; the page scales it to its width. */
export const MAP_SIZE = { width: 960, height: 500 }
/** Land and coast colours: the design tokens --color-kelp-100 and --color-kelp-200. */
export const LAND_COLOURS = { fill: '#d8f3e6', stroke: '#b3e6cf' }

export const SVG_PATH = fileURLToPath(new URL('../public/maps/world-land.svg', import.meta.url))

/** The land outline as an SVG document, and the projection that fits it to MAP_SIZE. */
export function drawWorld() {
  const topology = JSON.parse(readFileSync(require.resolve('world-atlas/land-110m.json'), 'utf8'))
  const land = feature(topology, topology.objects.land)
  const projection = geoNaturalEarth1().fitSize([MAP_SIZE.width, MAP_SIZE.height], land)
  const d = geoPath(projection).digits(1)(land)
  const { width, height } = MAP_SIZE
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<!-- Natural Earth 1:110m land (public domain), via world-atlas (ISC) -->` +
    `<path d="${d}" fill="${LAND_COLOURS.fill}" stroke="${LAND_COLOURS.stroke}"/></svg>\n`
  return { svg, scale: projection.scale(), translate: projection.translate() }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { svg, scale, translate } = drawWorld()
  writeFileSync(SVG_PATH, svg)
  console.log(`wrote ${SVG_PATH} (${svg.length} bytes); scale ${scale}, translate ${translate}`)
}
