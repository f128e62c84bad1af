// The registry history of catalogue projects (README: "Registry history"): issuance batches and
// retirements as the registries publish them, collected by CarbonPlan OffsetsDB. Facts only:
// quantities in kg (Isometric issues fractions of a tonne), dates as published.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseCsv } from './lib.mjs'

const day = (value) => (value ? String(value).slice(0, 10) : null)
const kgOf = (tonnes) => Math.round(Number(String(tonnes).replace(/,/g, '')) * 1000)
const read = (dir, file) => parseCsv(readFileSync(join(dir, file), 'utf8'))

function verraRows(dir) {
  const out = []
  for (const r of read(dir, 'verra-transactions.csv')) {
    const key = `verra:VCS${r.ID}`
    const kg = kgOf(r['Quantity Issued'])
    const vintage = r['Vintage Start'] ? Number(r['Vintage Start'].slice(0, 4)) : null
    if (r['Retirement/Cancellation Date']) {
      out.push([
        key,
        'retirement',
        {
          reference: r['Serial Number'],
          date: day(r['Retirement/Cancellation Date']),
          beneficiary: r['Retirement Beneficiary'] || null,
          reason: r['Retirement Reason'] || null,
          kg,
          vintage,
          serialRange: r['Serial Number'] || null,
          url: null,
        },
      ])
    } else {
      out.push([
        key,
        'issuance',
        {
          reference: r['Serial Number'],
          date: day(r['Issuance Date']),
          vintage,
          kg,
          serialRange: r['Serial Number'] || null,
        },
      ])
    }
  }
  return out
}

function goldStandardRows(dir) {
  const issued = read(dir, 'gold-standard-issuances.csv').map((r) => [
    `gold-standard:GS${r.GSID}`,
    'issuance',
    {
      reference: r['Serial Number'],
      date: day(r['Issuance Date']),
      vintage: Number(r.Vintage) || null,
      kg: kgOf(r.Quantity),
      serialRange: r['Serial Number'] || null,
    },
  ])
  const retired = read(dir, 'gold-standard-retirements.csv').map((r) => [
    `gold-standard:GS${r.GSID}`,
    'retirement',
    {
      reference: r['Serial Number'],
      date: day(r['Retirement Date']),
      beneficiary: r['Using Entity'] || null,
      reason: r.Note || null,
      kg: kgOf(r.Quantity),
      vintage: Number(r.Vintage) || null,
      serialRange: r['Serial Number'] || null,
      url: null,
      article6: r['Article Six Authorization'] || null,
    },
  ])
  return [...issued, ...retired]
}

function isometricRows(dir) {
  const issued = read(dir, 'isometric-issuances.csv').map((r) => [
    `isometric:${r.project_id}`,
    'issuance',
    // Isometric publishes no vintage for a batch; it is shown by its year of issuance.
    {
      reference: r.id,
      date: day(r.issued_at),
      vintage: null,
      kg: Number(r['credit_batch_size_total.credit_kgs']) || 0,
      serialRange: null,
    },
  ])
  const retired = read(dir, 'isometric-retirements.csv').map((r) => [
    `isometric:${r.project_id}`,
    'retirement',
    {
      reference: r.retirement_id,
      date: day(r.retired_at),
      beneficiary: r['beneficiary.name'] || null,
      reason: r.notes || null,
      kg: Number(r['credit_batch_size_total.credit_kgs']) || 0,
      vintage: null,
      serialRange: null,
      url: r.url || null,
    },
  ])
  return [...issued, ...retired]
}

/**
 * History per catalogue project key (`registryKey:registryId`), only for projects with records:
 * issuances oldest first, retirements newest first.
 */
export function registryHistory(dir, catalogue) {
  const keys = new Set(
    catalogue.filter((p) => p.registryId).map((p) => `${p.registryKey}:${p.registryId}`),
  )
  const history = {}
  for (const [key, kind, row] of [
    ...verraRows(dir),
    ...goldStandardRows(dir),
    ...isometricRows(dir),
  ]) {
    if (!keys.has(key)) continue
    const entry = (history[key] ??= { issuances: [], retirements: [] })
    entry[kind === 'issuance' ? 'issuances' : 'retirements'].push(row)
  }
  const byDate = (a, b) => a.date.localeCompare(b.date) || a.reference.localeCompare(b.reference)
  for (const entry of Object.values(history)) {
    entry.issuances.sort(byDate)
    entry.retirements.sort((a, b) => byDate(b, a))
  }
  return Object.fromEntries(Object.entries(history).sort(([a], [b]) => a.localeCompare(b)))
}
