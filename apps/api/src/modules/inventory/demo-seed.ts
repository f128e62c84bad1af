import { lotInputSchema } from '@kelp/core/inventory'
import type { Database } from '../../db/client'
import type { Seeder } from '../../db/seed'
import demoLotsJson from '../../db/seed-data/demo-lots.json'
import { recordLot } from './lot-service'
import * as repo from './repository'

/**
 * The demo's supply lots (db/seed-data/demo-lots.json, built by scripts/catalogue/demo-lots.mjs
 * from the registries' issuance records): demo quantities and prices, flagged demo so every
 * screen, invoice and API answer says so. Only in the demo; production has no stock until an
 * operator records a lot.
 */
export const demoLotsSeeder: Seeder = {
  name: 'inventory: demo supply lots from registry issuance records',
  async isSeeded(db) {
    return (await repo.countDemoLots(db)) > 0
  },
  async run(db: Database) {
    if (await this.isSeeded(db)) return
    const ids = await repo.projectIdsBySlug(
      db,
      demoLotsJson.map((l) => l.slug),
    )
    for (const { slug, ...entry } of demoLotsJson) {
      const projectId = ids.get(slug)
      if (!projectId) continue
      const lot = lotInputSchema.parse({ ...entry, projectId, demo: true })
      await recordLot(
        { db },
        { lot, actor: 'seed', idempotencyKey: `demo-lot:${slug}:${entry.vintage}` },
      )
    }
  },
}

/** Whole tonnes the demo's lots hold of a project: the stock the demo's listing figures count. */
export function demoLotTonnes(slug: string): number {
  const kg = demoLotsJson.filter((l) => l.slug === slug).reduce((sum, l) => sum + l.quantityKg, 0)
  return Math.floor(kg / 1000)
}
