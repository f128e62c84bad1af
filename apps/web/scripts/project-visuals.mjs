// One small location map per catalogue project, drawn from its own facts at build time:
// `node scripts/project-visuals.mjs` writes public/images/projects/<slug>.svg. The map centres on
// the project's country (Natural Earth 1:50m, from world-atlas), fills that country in the
// method's colour, and pins the site only where the source gives site coordinates.
// project-visuals.test.mjs checks that the committed files are what this draws.
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { geoAzimuthalEqualArea, geoBounds, geoCentroid, geoContains, geoPath } from 'd3-geo'
import { feature, merge, mesh } from 'topojson-client'
import { countries as COUNTRY_POINTS } from '../../../scripts/catalogue/countries.mjs'

const require = createRequire(import.meta.url)

export const VISUAL_SIZE = { width: 480, height: 200 }
export const VISUALS_DIR = fileURLToPath(new URL('../public/images/projects', import.meta.url))
const CATALOGUE = fileURLToPath(
  new URL('../../api/src/db/seed-data/catalogue.json', import.meta.url),
)
/** Sea, land and borders: the design tokens --color-kelp-50, -100 and -200. */
const COLOURS = { sea: '#effaf5', land: '#d8f3e6', border: '#b3e6cf' }
/** Each method's colour (dark for the country, light for its outline). */
export const METHOD_COLOURS = {
  biochar: ['#3f3a36', '#a3744d'],
  'regenerative-agriculture': ['#4d7c0f', '#d9b76a'],
  'peatland-restoration': ['#5b4636', '#7fa37a'],
  'redd-plus': ['#14532d', '#65a30d'],
  'afforestation-reforestation': ['#166534', '#86efac'],
  refrigerants: ['#0e7490', '#a5f3fc'],
  mangrove: ['#065f46', '#5eead4'],
  peatland: ['#713f12', '#4ade80'],
  'enhanced-weathering': ['#475569', '#cbd5e1'],
  soil: ['#78350f', '#facc15'],
  'direct-air-capture': ['#1e3a8a', '#93c5fd'],
  'mineral-storage': ['#334155', '#e2e8f0'],
  ocean: ['#0c4a6e', '#38bdf8'],
  'clean-energy': ['#b45309', '#fde68a'],
  methane: ['#7c2d12', '#fdba74'],
}
/** At least this many degrees across, so small countries keep their neighbours in view. */
const MIN_SPAN_DEGREES = 14
const PAD = 16

/** Points closer than this (in SVG units) to the last one drawn are skipped. */
const MIN_STEP = 2.5

/** A path string with integer coordinates, thinned to what the small map can show. */
function compactPath() {
  let d = ''
  let last = [0, 0]
  return {
    moveTo(x, y) {
      last = [x, y]
      d += `M${Math.round(x)},${Math.round(y)}`
    },
    lineTo(x, y) {
      if (Math.hypot(x - last[0], y - last[1]) < MIN_STEP) return
      last = [x, y]
      d += `L${Math.round(x)},${Math.round(y)}`
    },
    closePath() {
      d += 'Z'
    },
    arc() {},
    result: () => d.replace(/M-?\d+,-?\d+(L-?\d+,-?\d+)?Z/g, ''),
  }
}

function draw(projection, geometry) {
  const out = compactPath()
  geoPath(projection, out)(geometry)
  return out.result()
}

/** The country's polygon that holds the point (or its largest), to centre and fit the map on. */
function focusOf(country, point) {
  if (country.geometry.type !== 'MultiPolygon') return country
  const parts = country.geometry.coordinates.map((coordinates) => ({
    type: 'Feature',
    geometry: { type: 'Polygon', coordinates },
  }))
  const area = (f) => geoPath().area(f)
  return parts.find((f) => geoContains(f, point)) ?? parts.sort((a, b) => area(b) - area(a))[0]
}

/** Countries, land and inner borders of Natural Earth 1:50m. */
export function loadWorld() {
  const topology = JSON.parse(
    readFileSync(require.resolve('world-atlas/countries-50m.json'), 'utf8'),
  )
  const { countries, land } = topology.objects
  const parts = (geometry, type) =>
    geometry.coordinates.map((coordinates) => {
      const part = { type, coordinates }
      return { part, bounds: geoBounds(part) }
    })
  return {
    countries: feature(topology, countries).features.map((c) => ({ ...c, bounds: geoBounds(c) })),
    land: parts(merge(topology, land.geometries), 'Polygon'),
    borders: parts(
      mesh(topology, countries, (a, b) => a !== b),
      'LineString',
    ),
  }
}

/** The longitude and latitude box the map shows (null when it spans the antimeridian). */
function visibleBounds(projection) {
  const { width, height } = VISUAL_SIZE
  const edge = Array.from({ length: 21 }, (_, i) => i / 20).flatMap((t) => [
    [t * width, 0],
    [t * width, height],
    [0, t * height],
    [width, t * height],
  ])
  const points = edge.map((xy) => projection.invert(xy)).filter(Boolean)
  const lons = points.map(([lon]) => lon)
  const lats = points.map(([, lat]) => lat)
  const [w, e] = [Math.min(...lons) - 5, Math.max(...lons) + 5]
  if (e - w > 180) return null
  return [
    [w, Math.min(...lats) - 5],
    [e, Math.max(...lats) + 5],
  ]
}

/** The parts whose box meets the visible box: drawing the rest would only be clipped away. */
function visibleParts(parts, view) {
  const meets = ({ bounds: [[w, s], [e, n]] }) =>
    !view || w > e || (w <= view[1][0] && e >= view[0][0] && s <= view[1][1] && n >= view[0][1])
  return { type: 'GeometryCollection', geometries: parts.filter(meets).map((p) => p.part) }
}

/**
 * The country a project lies in: the one holding its site, or for projects located by country,
 * its country's reference point (the catalogue's map position is only near it); else the
 * country with the nearest centroid.
 */
export function countryOf(countries, p) {
  const [lat, lon] = p.locationExact ? [p.lat, p.lon] : COUNTRY_POINTS[p.countryCode]
  const point = [lon, lat]
  const inBox = ({ bounds: [[w, s], [e, n]] }) =>
    point[1] >= s &&
    point[1] <= n &&
    (w <= e ? point[0] >= w && point[0] <= e : point[0] >= w || point[0] <= e)
  const holding = countries.find((c) => inBox(c) && geoContains(c, point))
  if (holding) return holding
  const dist = (c) => {
    c.centroid ??= geoCentroid(c)
    return (c.centroid[0] - lon) ** 2 + (c.centroid[1] - lat) ** 2
  }
  return countries.reduce((best, c) => (dist(c) < dist(best) ? c : best))
}

/** One project's map as an SVG document. */
export function drawVisual({ countries, land, borders }, p) {
  const { width, height } = VISUAL_SIZE
  const country = countryOf(countries, p)
  const focus = focusOf(country, [p.lon, p.lat])
  const [cx, cy] = geoCentroid(focus)
  const projection = geoAzimuthalEqualArea()
    .rotate([-cx, -cy])
    .fitExtent(
      [
        [PAD, PAD],
        [width - PAD, height - PAD],
      ],
      focus,
    )
  const maxScale = width / ((MIN_SPAN_DEGREES * Math.PI) / 180)
  if (projection.scale() > maxScale) projection.scale(maxScale).translate([width / 2, height / 2])
  projection.clipExtent([
    [0, 0],
    [width, height],
  ])
  const [dark, light] = METHOD_COLOURS[p.method]
  const view = visibleBounds(projection)
  const pin = p.locationExact ? projection([p.lon, p.lat]) : null
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">` +
    `<rect width="${width}" height="${height}" fill="${COLOURS.sea}"/>` +
    `<path d="${draw(projection, visibleParts(land, view))}" fill="${COLOURS.land}"/>` +
    `<path d="${draw(projection, visibleParts(borders, view))}" fill="none" stroke="${COLOURS.border}"/>` +
    `<path d="${draw(projection, country)}" fill="${dark}" fill-opacity="0.75" stroke="${light}" stroke-width="1.2"/>` +
    (pin
      ? `<circle cx="${Math.round(pin[0])}" cy="${Math.round(pin[1])}" r="6" fill="#fff" stroke="${dark}" stroke-width="3"/>`
      : '') +
    `</svg>\n`
  )
}

/** Every catalogue project's map, by file name. */
export function drawVisuals() {
  const world = loadWorld()
  const catalogue = JSON.parse(readFileSync(CATALOGUE, 'utf8'))
  return new Map(catalogue.map((p) => [`${p.slug}.svg`, drawVisual(world, p)]))
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const visuals = drawVisuals()
  mkdirSync(VISUALS_DIR, { recursive: true })
  for (const name of readdirSync(VISUALS_DIR))
    if (!visuals.has(name)) rmSync(join(VISUALS_DIR, name))
  let bytes = 0
  for (const [name, svg] of visuals) {
    writeFileSync(join(VISUALS_DIR, name), svg)
    bytes += svg.length
  }
  console.log(`wrote ${visuals.size} maps, ${Math.round(bytes / visuals.size)} bytes on average`)
}
