import { and, count, desc, eq, type SQL } from 'drizzle-orm'
import type { DocumentKind } from '@kelp/core/portfolio'
import type { Database } from '../../db/client'
import { documents } from '../../db/schema'

export type DocumentRow = typeof documents.$inferSelect

export async function insertDocument(db: Database, values: typeof documents.$inferInsert) {
  const [row] = await db.insert(documents).values(values).returning()
  return row!
}

/** Always scoped by company: another company's id finds nothing. */
export async function findDocument(db: Database, companyId: string, id: string) {
  const [row] = await db
    .select()
    .from(documents)
    .where(and(eq(documents.companyId, companyId), eq(documents.id, id)))
    .limit(1)
  return row
}

export async function listDocuments(
  db: Database,
  companyId: string,
  kind: DocumentKind,
  year: number | undefined,
  page: number,
  perPage: number,
) {
  const parts: SQL[] = [eq(documents.companyId, companyId), eq(documents.kind, kind)]
  if (year !== undefined) parts.push(eq(documents.year, year))
  const where = and(...parts)
  const [items, [total]] = await Promise.all([
    db
      .select()
      .from(documents)
      .where(where)
      .orderBy(desc(documents.year), desc(documents.createdAt), desc(documents.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(documents).where(where),
  ])
  return { items, total: total?.n ?? 0 }
}
