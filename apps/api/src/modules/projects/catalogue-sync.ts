import type { Database } from '../../db/client'
import type { Seeder } from '../../db/seed'
import { availabilityOf, catalogue, type CatalogueProject } from './catalogue'
import * as repo from './catalogue-repository'

/**
 * Brings installed projects in line with the catalogue's registry facts: registry, sources,
 * what each vintage is (issued or forward) and what is offered. Stock only ever goes down
 * (orders may have taken some); vintages the catalogue no longer offers keep their rows,
 * which holdings point to, with nothing left to buy.
 */
export async function syncCatalogueFacts(db: Database, list: CatalogueProject[]): Promise<void> {
  for (const p of list) {
    await db.transaction(async (tx) => {
      const row = await repo.lockProjectBySlug(tx, p.slug)
      if (!row) return
      for (const v of p.vintages) await repo.upsertVintageFacts(tx, row.id, v)
      await repo.emptyVintagesOtherThan(
        tx,
        row.id,
        p.vintages.map((v) => v.year),
      )
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
        availability: availabilityOf(p.vintages),
        minPriceCents: p.vintages.length ? Math.min(...p.vintages.map((v) => v.priceCents)) : null,
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
