import { and, count, eq, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { projects, projectVintages } from '../../db/schema'
import type { Seeder } from '../../db/seed'
import { availabilityOf, catalogue, type CatalogueProject } from './catalogue'

/**
 * Brings installed projects in line with the catalogue's registry facts: registry, sources,
 * what each vintage is (issued or forward) and what is offered. Stock only ever goes down
 * (orders may have taken some); vintages the catalogue no longer offers keep their rows,
 * which holdings point to, with nothing left to buy.
 */
export async function syncCatalogueFacts(db: Database, list: CatalogueProject[]): Promise<void> {
  for (const p of list) {
    await db.transaction(async (tx) => {
      const [row] = await tx
        .select({ id: projects.id })
        .from(projects)
        .where(eq(projects.slug, p.slug))
        .for('update')
      if (!row) return
      for (const v of p.vintages) {
        await tx
          .insert(projectVintages)
          .values({ projectId: row.id, ...v })
          .onConflictDoUpdate({
            target: [projectVintages.projectId, projectVintages.year],
            set: {
              status: v.status,
              expectedDeliveryYear: v.expectedDeliveryYear,
              creditsAvailable: sql`least(${projectVintages.creditsAvailable}, ${v.creditsAvailable})`,
            },
          })
      }
      const years = p.vintages.map((v) => v.year)
      await tx
        .update(projectVintages)
        .set({ creditsAvailable: 0 })
        .where(
          years.length
            ? and(eq(projectVintages.projectId, row.id), notInArray(projectVintages.year, years))
            : eq(projectVintages.projectId, row.id),
        )
      await tx
        .update(projects)
        .set({
          registryKey: p.registryKey,
          registryId: p.registryId,
          sources: p.sources,
          availability: availabilityOf(p.vintages),
          minPriceCents: p.vintages.length
            ? Math.min(...p.vintages.map((v) => v.priceCents))
            : null,
          creditsAvailable: sql`(select coalesce(sum(credits_available), 0) from project_vintages where project_id = ${row.id})`,
        })
        .where(eq(projects.id, row.id))
    })
  }
}

/** Runs once on installations whose projects predate registry facts (no sources recorded). */
export const catalogueFactsSeeder: Seeder = {
  name: 'catalogue registry facts',
  async isSeeded(db) {
    const [row] = await db
      .select({ n: count() })
      .from(projects)
      .where(sql`${projects.sources} = '[]'::jsonb`)
    return (row?.n ?? 0) === 0
  },
  run: (db) => syncCatalogueFacts(db, catalogue),
}
