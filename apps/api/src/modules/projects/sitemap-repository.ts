import { asc } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { projects } from '../../db/schema'

/** Every project's slug, for the sitemap; the catalogue is public. */
export async function findProjectSlugs(db: Database): Promise<string[]> {
  const rows = await db.select({ slug: projects.slug }).from(projects).orderBy(asc(projects.slug))
  return rows.map((row) => row.slug)
}
