import type { Database } from '../../db/client'
import type { Seeder } from '../../db/seed'
import { catalogue, type CatalogueProject } from './catalogue'
import * as repo from './catalogue-repository'

/**
 * Brings installed projects in line with the catalogue's registry facts: registry and
 * sources. Vintages, stock and prices are not the catalogue's: they are the projection of the
 * supply lots an operator records (modules/inventory).
 */
export async function syncCatalogueFacts(db: Database, list: CatalogueProject[]): Promise<void> {
  for (const p of list) {
    await db.transaction(async (tx) => {
      const row = await repo.lockProjectBySlug(tx, p.slug)
      if (!row) return
      await repo.updateProjectFacts(tx, row.id, {
        registryKey: p.registryKey,
        registryId: p.registryId,
        sources: p.sources,
        standard: p.standard,
        methodology: p.methodology,
        purchaseProgrammes: p.purchaseProgrammes,
        sourceRecords: p.sourceRecords,
        activities: p.activities,
        provenance: p.provenance,
      })
    })
  }
}

/** Runs on installations whose projects predate registry facts or provenance. */
export const catalogueFactsSeeder: Seeder = {
  name: 'catalogue registry facts',
  async isSeeded(db) {
    return (await repo.countProjectsWithoutSources(db)) === 0
  },
  run: (db) => syncCatalogueFacts(db, catalogue),
}
