#!/usr/bin/env node
// Builds apps/api/src/db/seed-data/demo-lots.json: the supply lots the demo (`npm start`,
// `db:seed --demo`) records, never production. One lot per vintage the catalogue's registry
// facts allow, sourced from the registry's real issuance record where the data has one (the
// project's largest Isometric issuance: its id and the kilograms issued to the supplier), and
// with a plainly demo quantity and price: a quantity a reseller could hold, never more than the
// issuance record, and a round demo price per category. Every lot is flagged demo.
// Usage: node scripts/catalogue/demo-lots.mjs [sourceDir]
import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseCsv } from './lib.mjs'

const root = resolve(import.meta.dirname, '../..')
const src = resolve(process.argv[2] ?? join(root, '../shared/data'))
const catalogue = JSON.parse(
  readFileSync(join(root, 'apps/api/src/db/seed-data/catalogue.json'), 'utf8'),
)
const issuances = parseCsv(readFileSync(join(src, 'registries/isometric-issuances.csv'), 'utf8'))

/** Demo price per tonne (EUR) by category: round figures, not quotes. */
export const DEMO_PRICE_EUR = {
  biochar: 140,
  'enhanced-weathering': 320,
  'direct-air-capture': 650,
  ocean: 280,
  methane: 9,
  'afforestation-reforestation': 30,
  'clean-energy': 7,
  'redd-plus': 14,
  refrigerants: 11,
  'regenerative-agriculture': 28,
  mangrove: 32,
  soil: 60,
  'mineral-storage': 400,
  peatland: 35,
  'peatland-restoration': 35,
}
/** The most a demo lot holds of an issuance: 600 t. */
const MAX_ISSUED_KG = 600_000
/** A demo forward lot: 200 t of removals, 1,000 t otherwise, at most 5 % of the annual estimate. */
const forwardKg = (p) => {
  const base = p.type === 'removal' ? 200_000 : 1_000_000
  const share = p.annualVolumeT > 0 ? Math.floor(p.annualVolumeT * 0.05) * 1000 : base
  return Math.max(50_000, Math.min(base, share))
}

const lots = []
for (const p of catalogue) {
  const price = DEMO_PRICE_EUR[p.category]
  if (!price || p.vintages.length === 0) continue
  for (const v of p.vintages) {
    const common = {
      slug: p.slug,
      vintage: v.year,
      status: v.status,
      expectedDeliveryYear: v.expectedDeliveryYear,
      priceCentsPerTonne: price * 100,
      costCentsPerTonne: price * 80,
      registryKey: p.registryKey,
    }
    if (v.status === 'forward') {
      lots.push({
        ...common,
        quantityKg: forwardKg(p),
        issuanceId: null,
        serialBlock: null,
        issuanceQuantityKg: null,
        evidence: 'Demo forward purchase agreement (not a real contract)',
      })
      continue
    }
    // The project's largest issuance in the registry's own record.
    const record = issuances
      .filter((r) => r.project_id === p.registryId)
      .map((r) => ({
        id: r.id,
        kg: Math.floor(Number(r['supplier_credit_batch_size_total.credit_kgs'])),
      }))
      .filter((r) => r.kg > 0)
      .sort((a, b) => b.kg - a.kg || a.id.localeCompare(b.id))[0]
    if (!record) continue
    lots.push({
      ...common,
      quantityKg: Math.min(record.kg, MAX_ISSUED_KG),
      issuanceId: record.id,
      serialBlock: null,
      issuanceQuantityKg: record.kg,
      evidence: `Demo lot from Isometric issuance ${record.id} (registry record; quantity and price are demo figures)`,
    })
  }
}
writeFileSync(
  join(root, 'apps/api/src/db/seed-data/demo-lots.json'),
  `${JSON.stringify(lots, null, 1)}\n`,
)
console.log(`${lots.length} demo lots`)
