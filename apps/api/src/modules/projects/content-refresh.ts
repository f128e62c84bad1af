import type { SiiResult } from '@kelp/core/projects'
import type { Database } from '../../db/client'
import type { Seeder } from '../../db/seed'
import { catalogue, type CatalogueProject } from './catalogue'
import * as repo from './catalogue-repository'
import { catalogueContent } from './facts'

const TEXT_KEYS = ['summary', 'about', 'take', 'socio', 'environmental'] as const
const LOCALES = ['en', 'de'] as const

/** The breakdown's scores in a fixed order (jsonb does not keep key order). */
const scoreLine = (s: SiiResult) =>
  `${s.overall}|${s.sections.map((x) => `${x.key}:${x.score}:${x.criteria.map((c) => `${c.key}=${c.score}`).join(',')}`).join(';')}`

/** Catalogue projects whose stored score or texts differ from what their facts give today. */
async function staleProjects(db: Database, list: CatalogueProject[]) {
  const bySlug = new Map(list.map((p) => [p.slug, p]))
  const stored = await repo.storedScores(db, [...bySlug.keys()])
  if (stored.length === 0) return []
  const texts = await repo.textsOf(
    db,
    stored.map((r) => r.id),
  )
  const textOf = new Map(texts.map((t) => [`${t.projectId}:${t.locale}`, t]))
  return stored.flatMap(({ id, slug, breakdown }) => {
    const content = catalogueContent(bySlug.get(slug)!)
    const same =
      scoreLine(breakdown) === scoreLine(content.sii) &&
      LOCALES.every((l) =>
        TEXT_KEYS.every((k) => textOf.get(`${id}:${l}`)?.[k] === content.texts[l][k]),
      )
    return same ? [] : [{ id, content }]
  })
}

/**
 * Brings stored scores and texts of catalogue projects up to date with their facts, so a
 * database seeded by an older release shows what the current rules compose.
 */
export async function refreshCatalogueContent(db: Database, list = catalogue): Promise<number> {
  const stale = await staleProjects(db, list)
  if (stale.length === 0) return 0
  await db.transaction(async (tx) => {
    for (const { id, content } of stale) {
      const { sii, inputs, texts } = content
      const score = { overall: sii.overall, breakdown: sii, inputs }
      await repo.saveContent(tx, id, { score, texts }, TEXT_KEYS)
    }
  })
  return stale.length
}

export const catalogueContentSeeder: Seeder = {
  name: 'catalogue content',
  isSeeded: async (db) => (await staleProjects(db, catalogue)).length === 0,
  run: async (db) => {
    await refreshCatalogueContent(db)
  },
}
