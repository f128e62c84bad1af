import { and, count, eq, inArray, notInArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { projectScores, projects, projectTexts, projectVintages } from '../../db/schema'
import type { CatalogueProject } from './catalogue'

type CatalogueVintage = CatalogueProject['vintages'][number]
type ProjectText = Omit<typeof projectTexts.$inferInsert, 'projectId' | 'locale'>

/** The installed project of a catalogue slug, row-locked; undefined when not installed. */
export async function lockProjectBySlug(tx: Database, slug: string) {
  const [row] = await tx
    .select({ id: projects.id })
    .from(projects)
    .where(eq(projects.slug, slug))
    .for('update')
  return row
}

/** A vintage's registry facts; its stock only ever goes down (orders may have taken some). */
export async function upsertVintageFacts(tx: Database, projectId: string, v: CatalogueVintage) {
  await tx
    .insert(projectVintages)
    .values({ projectId, ...v })
    .onConflictDoUpdate({
      target: [projectVintages.projectId, projectVintages.year],
      set: {
        status: v.status,
        expectedDeliveryYear: v.expectedDeliveryYear,
        creditsAvailable: sql`least(${projectVintages.creditsAvailable}, ${v.creditsAvailable})`,
      },
    })
}

/** Vintages not among these years keep their rows (holdings point to them), with no stock. */
export async function emptyVintagesOtherThan(tx: Database, projectId: string, years: number[]) {
  await tx
    .update(projectVintages)
    .set({ creditsAvailable: 0 })
    .where(
      years.length
        ? and(eq(projectVintages.projectId, projectId), notInArray(projectVintages.year, years))
        : eq(projectVintages.projectId, projectId),
    )
}

/** A project's registry facts, and its stock summed from its vintages. */
export async function updateProjectFacts(
  tx: Database,
  projectId: string,
  facts: Pick<
    typeof projects.$inferInsert,
    | 'registryKey'
    | 'registryId'
    | 'sources'
    | 'availability'
    | 'minPriceCents'
    | 'standard'
    | 'methodology'
    | 'purchaseProgrammes'
    | 'sourceRecords'
    | 'activities'
    | 'provenance'
  >,
) {
  await tx
    .update(projects)
    .set({
      ...facts,
      creditsAvailable: sql`(select coalesce(sum(credits_available), 0) from project_vintages where project_id = ${projectId})`,
    })
    .where(eq(projects.id, projectId))
}

export async function countProjectsWithoutSources(db: Database) {
  const [row] = await db
    .select({ n: count() })
    .from(projects)
    .where(sql`${projects.sources} = '[]'::jsonb or ${projects.provenance} = '{}'::jsonb`)
  return row?.n ?? 0
}

/** The stored score breakdown of the installed projects among these slugs. */
export async function storedScores(db: Database, slugs: string[]) {
  return db
    .select({ id: projects.id, slug: projects.slug, breakdown: projectScores.breakdown })
    .from(projects)
    .innerJoin(projectScores, eq(projectScores.projectId, projects.id))
    .where(inArray(projects.slug, slugs))
}

export async function textsOf(db: Database, projectIds: string[]) {
  return db.select().from(projectTexts).where(inArray(projectTexts.projectId, projectIds))
}

/** Replaces a project's score (with its breakdown and inputs) and its texts in each locale. */
export async function saveContent(
  tx: Database,
  projectId: string,
  content: {
    score: Omit<typeof projectScores.$inferInsert, 'projectId'>
    texts: Record<'en' | 'de', ProjectText>
  },
  textKeys: readonly string[],
) {
  const { score, texts } = content
  await tx.update(projects).set({ score: score.overall }).where(eq(projects.id, projectId))
  await tx.update(projectScores).set(score).where(eq(projectScores.projectId, projectId))
  await tx
    .insert(projectTexts)
    .values((['en', 'de'] as const).map((locale) => ({ projectId, locale, ...texts[locale] })))
    .onConflictDoUpdate({
      target: [projectTexts.projectId, projectTexts.locale],
      set: Object.fromEntries(textKeys.map((k) => [k, sql.raw(`excluded.${k}`)])),
    })
}

/** Inserts the projects whose slugs are not installed yet; returns those inserted. */
export async function insertNewProjects(db: Database, rows: (typeof projects.$inferInsert)[]) {
  return db
    .insert(projects)
    .values(rows)
    .onConflictDoNothing({ target: projects.slug })
    .returning({ id: projects.id, slug: projects.slug })
}

export async function insertTexts(db: Database, rows: (typeof projectTexts.$inferInsert)[]) {
  await db.insert(projectTexts).values(rows)
}

export async function insertVintages(db: Database, rows: (typeof projectVintages.$inferInsert)[]) {
  if (rows.length > 0) await db.insert(projectVintages).values(rows)
}

export async function insertScores(db: Database, rows: (typeof projectScores.$inferInsert)[]) {
  await db.insert(projectScores).values(rows)
}

export async function countProjectsBySlug(db: Database, slugs: string[]) {
  const [row] = await db.select({ n: count() }).from(projects).where(inArray(projects.slug, slugs))
  return row?.n ?? 0
}
