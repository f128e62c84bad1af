import type { Database } from '../../db/client'
import type { Seeder } from '../../db/seed'
import { catalogue, type CatalogueProject } from './catalogue'
import * as repo from './catalogue-repository'
import { catalogueContent } from './facts'

const BATCH = 500

/** Inserts catalogue projects that are not there yet (by slug), with texts and scores. */
export async function insertProjects(db: Database, list: CatalogueProject[]): Promise<void> {
  for (let i = 0; i < list.length; i += BATCH) {
    const batch = list.slice(i, i + BATCH)
    const bySlug = new Map(batch.map((p) => [p.slug, p]))
    const content = new Map(batch.map((p) => [p.slug, catalogueContent(p)]))
    const inserted = await repo.insertNewProjects(
      db,
      batch.map((p) => ({
        slug: p.slug,
        source: p.source,
        sourceId: p.sourceId,
        name: p.name,
        developer: p.developer,
        countryCode: p.countryCode,
        locationLabel: p.locationLabel,
        lat: p.lat,
        lon: p.lon,
        method: p.method,
        type: p.type,
        registryKey: p.registryKey,
        registryId: p.registryId,
        sources: p.sources,
        // Nothing to buy until a supply lot is recorded: stock, prices and the vintages on
        // offer are the inventory's projection (modules/inventory).
        availability: 'information',
        standard: p.standard,
        purchaseProgrammes: p.purchaseProgrammes,
        sourceRecords: p.sourceRecords,
        activities: p.activities,
        provenance: p.provenance,
        documentationUrl: p.documentationUrl,
        methodology: p.methodology,
        status: p.status,
        permanenceYears: Math.round(p.permanenceYears),
        sdgs: p.sdgs,
        score: content.get(p.slug)!.sii.overall,
        minPriceCents: null,
        creditsAvailable: 0,
      })),
    )
    if (inserted.length === 0) continue
    const rows = inserted.map((r) => ({ ...r, p: bySlug.get(r.slug)! }))
    await repo.insertTexts(
      db,
      rows.flatMap(({ id, p }) =>
        (['en', 'de'] as const).map((locale) => ({
          projectId: id,
          locale,
          ...content.get(p.slug)!.texts[locale],
        })),
      ),
    )
    await repo.insertScores(
      db,
      rows.map(({ id, slug }) => {
        const { sii, inputs } = content.get(slug)!
        return { projectId: id, overall: sii.overall, breakdown: sii, inputs }
      }),
    )
  }
}

export const projectsSeeder: Seeder = {
  name: 'projects',
  async isSeeded(db) {
    const slugs = catalogue.map((p) => p.slug)
    return (await repo.countProjectsBySlug(db, slugs)) >= catalogue.length
  },
  run: (db) => insertProjects(db, catalogue),
}
