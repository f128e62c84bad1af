#!/usr/bin/env node
// Builds apps/api/src/db/seed-data/catalogue.json from ../shared/data (see README there).
// Deterministic: the same source files always give the same catalogue.
// Usage: node scripts/catalogue/build.mjs [sourceDir]
import { readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { categories } from './categories.mjs'
import { countries, countryCode } from './countries.mjs'
import { parseCsv, slugify } from './lib.mjs'
import { offerVintages, OFFSETS_DB, CDR_DATABASE } from './vintages.mjs'
import { provenanceOf } from './provenance.mjs'
import { registryHistory } from './registry-history.mjs'
import {
  assignStandard,
  assertUniqueRegistryIds,
  foldProgrammes,
  mergeDuplicates,
} from './identity.mjs'
import { registryProjectUrl } from '../../packages/core/src/projects/registries.ts'

const root = resolve(import.meta.dirname, '../..')
const src = resolve(process.argv[2] ?? join(root, '../shared/data'))
const outDir = join(root, 'apps/api/src/db/seed-data')
const LATEST_VINTAGE = 2025

const cdr = JSON.parse(readFileSync(join(src, 'carbonplan-cdr-database-projects.json'), 'utf8'))
const gs = parseCsv(readFileSync(join(src, 'registries/gold-standard-projects.csv'), 'utf8'))
const verra = parseCsv(readFileSync(join(src, 'registries/verra-projects.csv'), 'utf8'))
const iso = parseCsv(readFileSync(join(src, 'registries/isometric-projects.csv'), 'utf8'))

const metric = (p, name) => {
  const v = p.metrics.find((m) => m.name === name)?.value
  return typeof v === 'number' ? v : undefined
}
const byRating = (a, b) => Number(b.rating) - Number(a.rating) || a.id.localeCompare(b.id)
const located = (p) => countryCode(p.location?.name) !== undefined

/** CarbonPlan CDR Database picks: category → predicate, how many (best rated first). */
const cdrPicks = [
  ['biochar', (p) => p.tags[1] === 'biochar', 5],
  ['enhanced-weathering', (p) => ['olivine', 'basalt', 'wollastenite'].includes(p.tags[1]), 4],
  ['soil', (p) => p.tags[0] === 'soil' && ['farming', 'grazing'].includes(p.tags[1]), 5],
  ['peatland-restoration', (p) => ['MSFT116', 'MSFT025'].includes(p.id), 2],
  ['peatland', (p) => ['MSFT179', 'MSFT180'].includes(p.id), 2],
  ['redd-plus', (p) => p.tags[1] === 'redd+', 4],
  [
    'afforestation-reforestation',
    (p) => p.tags[1] === 'reforestation' && !['MSFT179', 'MSFT180'].includes(p.id),
    5,
  ],
  ['mangrove', (p) => ['MSFT118', 'MSFT135', 'MSFT107'].includes(p.id), 3],
  ['direct-air-capture', (p) => p.tags[0] === 'dac', 4],
  [
    'mineral-storage',
    (p) =>
      ['concrete', 'injection', 'wood', 'storage', 'burial'].includes(p.tags[1]) &&
      p.tags[0] !== 'dac',
    4,
  ],
  ['ocean', (p) => p.tags[0] === 'ocean' && p.tags[1] !== 'wetlands', 3],
]

const projects = []
const used = new Set()

/**
 * A registry page as the project's own documentation is its listing at that registry: a
 * Puro.earth service page or a Verra project page. Anything else names no registry.
 */
function registryListingOf(url) {
  const puro = /^https:\/\/puro\.earth\/services\/([a-z0-9-]+)$/.exec(url ?? '')?.[1]
  if (puro && registryProjectUrl('puro-earth', puro))
    return { registryKey: 'puro-earth', registryId: puro }
  const verra = /^https:\/\/registry\.verra\.org\/app\/projectDetail\/VCS\/(\d+)$/.exec(
    url ?? '',
  )?.[1]
  if (verra) return { registryKey: 'verra', registryId: `VCS${verra}` }
  return { registryKey: null, registryId: null }
}

for (const [category, pick, count] of cdrPicks) {
  const chosen = cdr.projects
    .filter((p) => pick(p) && located(p) && !used.has(p.id))
    .sort(byRating)
    .slice(0, count)
  for (const p of chosen) {
    used.add(p.id)
    const code = countryCode(p.location.name)
    const mech = metric(p, 'mechanism')
    projects.push({
      source: 'cdr',
      sourceId: p.id,
      name: `${p.applicant} – ${p.location.name}`,
      developer: p.applicant,
      countryCode: code,
      locationLabel: p.location.name,
      category,
      type: mech === 0 ? 'removal' : mech === 1 ? 'removal-avoidance' : 'avoidance',
      // The CDR Database is a source, not a registry: a project has a registry only where
      // its documentation is the registry's own listing (Puro.earth service pages).
      ...registryListingOf(p.documentation?.url),
      sources: [CDR_DATABASE],
      standard: p.source.name,
      documentationUrl: p.documentation?.url || null,
      methodology: null,
      status: 'proposal',
      annualVolumeT: Math.round(metric(p, 'volume') ?? 1000),
      permanenceYears: metric(p, 'permanence') ?? null,
      sdgs: [],
      cdr: {
        rating: Number(p.rating),
        additionality: metric(p, 'additionality') ?? 0,
        specificity: metric(p, 'specificity') ?? 0,
        negativity: metric(p, 'negativity') ?? null,
        volumeValidated: p.metrics.find((m) => m.name === 'volume')?.rating === 1,
        permanenceValidated: p.metrics.find((m) => m.name === 'permanence')?.rating === 1,
      },
      verifier: null,
      issuedCredits: 0,
      retiredCredits: 0,
    })
  }
}

const isoPicks = [
  ['biochar', 'biochar', 4],
  ['enhanced-weathering', 'enhanced-weathering-agriculture', 4],
  ['direct-air-capture', 'direct-air-capture', 1],
  ['ocean', 'river-alkalinity-enhancement', 1],
]
for (const [category, protocol, count] of isoPicks) {
  const rows = iso
    .filter(
      (r) => r.protocol_slug === protocol && ['validated', 'under_validation'].includes(r.status),
    )
    .sort((a, b) =>
      a.status === b.status ? a.id.localeCompare(b.id) : a.status === 'validated' ? -1 : 1,
    )
    .slice(0, count)
  for (const r of rows) {
    const lat = Number(r['location.latitude'])
    projects.push({
      source: 'isometric',
      sourceId: r.id,
      name: r.name.replace(/[“”]/g, '"'),
      developer: r['supplier.organisation.name'],
      countryCode: countryCode(r.country_code),
      locationLabel: r['location.description'] || r['location.country_name'],
      lat: Number.isFinite(lat) && r['location.latitude'] ? lat : undefined,
      lon: r['location.longitude'] ? Number(r['location.longitude']) : undefined,
      category,
      type: 'removal',
      registryKey: 'isometric',
      registryId: r.id,
      sources: [OFFSETS_DB],
      // The protocol is the methodology: a slug that screens name in the reader's language.
      standard: 'Isometric Standard',
      documentationUrl: null,
      methodology: r.protocol_slug,
      status: r.status === 'validated' ? 'validated' : 'under-validation',
      annualVolumeT: 0,
      permanenceYears: null,
      sdgs: [],
      cdr: null,
      verifier: r.current_verifier_name || r.validator_name || null,
      issuedCredits: Math.round(Number(r['issued_credits_total.credits']) || 0),
      retiredCredits: Math.round(Number(r['retired_credits_total.credits']) || 0),
      creditingPeriodStart: r.crediting_period_start || null,
    })
  }
}

const gsCategory = (r) => {
  if (/mangrove/i.test(r['Project Name'])) return 'mangrove'
  if (r['Project Type'] === 'A/R') return 'afforestation-reforestation'
  if (/\brice\b|carbon farming/i.test(r['Project Name'])) return 'regenerative-agriculture'
  if (/secondcrop|microbial/i.test(r['Project Name'])) return 'soil'
  if (r['Project Type'].startsWith('Energy Efficiency - Domestic')) return 'clean-energy'
  return undefined
}
const gsLimit = {
  mangrove: 2,
  'afforestation-reforestation': 4,
  'regenerative-agriculture': 4,
  soil: 1,
  'clean-energy': 3,
}
for (const r of [...gs].sort((a, b) => a.GSID.localeCompare(b.GSID))) {
  const category = gsCategory(r)
  if (!category || !countryCode(r.Country) || gsLimit[category] <= 0) continue
  gsLimit[category] -= 1
  projects.push({
    source: 'gold-standard',
    sourceId: r.GSID,
    name: r['Project Name'],
    developer: r['Project Developer Name'],
    countryCode: countryCode(r.Country),
    locationLabel: r.Country,
    category,
    type: categories[category].type,
    registryKey: 'gold-standard',
    registryId: `GS${r.GSID}`,
    sources: [OFFSETS_DB],
    standard: 'Gold Standard for the Global Goals',
    documentationUrl: null,
    methodology: r.Methodology || null,
    status: r.Status.toLowerCase(),
    annualVolumeT: Math.round(Number(r['Estimated Annual Credits']) || 0),
    permanenceYears: null,
    sdgs: [
      ...new Set(
        r['Sustainable Development Goals']
          .split(',')
          .map(Number)
          .filter((n) => n >= 1 && n <= 17),
      ),
    ].sort((a, b) => a - b),
    cdr: null,
    verifier: null,
    issuedCredits: 0,
    retiredCredits: 0,
  })
}

const verraCategory = (r) => {
  if (/mangrove/i.test(r.Name)) return 'mangrove'
  if (/cooling/i.test(r.Name)) return 'refrigerants'
  if (r.Methodology.includes('VM0047')) return 'afforestation-reforestation'
  if (r['AFOLU Activities'] === 'ALM') return 'regenerative-agriculture'
  if (r['AFOLU Activities'] === 'REDD') return 'redd-plus'
  if (/ACM0001|VMR0016|ACM0008|AMS-III.H/.test(r.Methodology)) return 'methane'
  if (/VMR0014|ACM0002|VM0050/.test(r.Methodology)) return 'clean-energy'
  return undefined
}
const verraLimit = {
  mangrove: 3,
  refrigerants: 1,
  'afforestation-reforestation': 3,
  'regenerative-agriculture': 3,
  'redd-plus': 3,
  methane: 3,
  'clean-energy': 3,
}
for (const r of [...verra].sort((a, b) => a.ID.localeCompare(b.ID))) {
  const category = verraCategory(r)
  if (!category || !countryCode(r['Country/Area']) || verraLimit[category] <= 0) continue
  verraLimit[category] -= 1
  projects.push({
    source: 'verra',
    sourceId: r.ID,
    name: r.Name.replace(/\s+/g, ' ').trim(),
    developer: r.Proponent,
    countryCode: countryCode(r['Country/Area']),
    locationLabel: r['Country/Area'],
    category,
    type:
      category === 'regenerative-agriculture' || category === 'mangrove'
        ? 'removal-avoidance'
        : categories[category].type,
    registryKey: 'verra',
    creditingPeriodStart: r['Crediting Period Start Date'] || null,
    registryId: `VCS${r.ID}`,
    sources: [OFFSETS_DB],
    standard: 'Verified Carbon Standard (VCS)',
    documentationUrl: null,
    methodology: r.Methodology,
    status: r.Status.toLowerCase().replace(/\s+/g, '-'),
    annualVolumeT: Math.round(
      Number(String(r['Estimated Annual Emission Reductions']).replace(/,/g, '')) || 0,
    ),
    permanenceYears: null,
    sdgs: [],
    cdr: null,
    verifier: null,
    issuedCredits: 0,
    retiredCredits: 0,
  })
}

// One entry per real project, with its standard apart from the programme that selected it.
const identified = mergeDuplicates(foldProgrammes(projects.map(assignStandard), gs))

const seen = new Set()
const catalogue = identified.map((p) => {
  const cat = categories[p.category]
  const [clat, clon] = countries[p.countryCode]
  // Without site coordinates the map shows the country's reference point (a labelled estimate,
  // locationExact false), the same for every such project of that country.
  const lat = p.lat ?? clat
  const lon = p.lon ?? clon
  // Which vintages the registry facts allow to be offered; never a price or a quantity,
  // which exist only as supply lots an operator records (docs/decisions/147).
  const vintages = offerVintages(p, { latest: LATEST_VINTAGE })
  let slug = slugify(p.name)
  let name = p.name
  if (seen.has(slug)) {
    slug = `${slug}-${slugify(p.sourceId)}`
    name = `${p.name} (${p.sourceId})`
  }
  seen.add(slug)
  // Only a registry's own SDG list is shown; no list is made up from the category.
  const sdgs = p.sdgs
  const project = {
    ...p,
    name,
    slug,
    lat,
    lon,
    // Site coordinates from the source; otherwise the map position is near the country's centre.
    locationExact: p.lat !== undefined,
    sdgs,
    sdgsFromRegistry: p.sdgs.length > 0,
    method: p.category,
    vintages,
    permanenceYears: p.permanenceYears ?? cat.permanenceYears,
    permanenceFromSource: p.permanenceYears !== null,
  }
  return project
})

for (const p of catalogue) p.provenance = provenanceOf(p)
assertUniqueRegistryIds(catalogue)
mkdirSync(outDir, { recursive: true })
writeFileSync(join(outDir, 'catalogue.json'), `${JSON.stringify(catalogue, null, 1)}\n`)
const history = registryHistory(join(src, 'registries'), catalogue)
writeFileSync(join(outDir, 'registry-history.json'), `${JSON.stringify(history, null, 1)}\n`)
// The screening figures every page quotes (packages/core/src/projects/catalogue-figures.ts).
const screened = {
  carbonplanCdr: cdr.projects.length,
  goldStandard: gs.length,
  verra: verra.length,
  isometric: iso.length,
}
const entries = Object.entries(screened).map(([key, n]) => `    ${key}: ${n},\n`)
writeFileSync(
  join(root, 'packages/core/src/projects/screening.ts'),
  '// Generated by scripts/catalogue/build.mjs with the catalogue; do not edit by hand.\n' +
    '/** Source records screened per data set, and how many of them the catalogue lists. */\n' +
    `export const SCREENING = {\n  screened: {\n${entries.join('')}  },\n` +
    `  entries: ${catalogue.length},\n} as const\n`,
)
const count = (k) => {
  const tally = {}
  for (const p of catalogue) tally[p[k]] = (tally[p[k]] ?? 0) + 1
  return Object.entries(tally)
    .map(([key, n]) => `${key}: ${n}`)
    .join(', ')
}
console.log(
  `${catalogue.length} projects\n${count('category')}\n${count('type')}\n${count('source')}`,
)
