import { count, eq, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { projectScores, projects, projectTexts, projectVintages } from '../../db/schema'

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

/** A project's registry facts. */
export async function updateProjectFacts(
  tx: Database,
  projectId: string,
  facts: Pick<
    typeof projects.$inferInsert,
    | 'registryKey'
    | 'registryId'
    | 'sources'
    | 'standard'
    | 'methodology'
    | 'purchaseProgrammes'
    | 'sourceRecords'
    | 'activities'
    | 'provenance'
  >,
) {
  await tx.update(projects).set(facts).where(eq(projects.id, projectId))
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
