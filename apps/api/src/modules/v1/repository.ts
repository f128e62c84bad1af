import { and, asc, count, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  apiSandboxOrders,
  apiSandboxRetirements,
  orders,
  projects,
  projectVintages,
  retirements,
  type SandboxOrderLine,
} from '../../db/schema'

const projectColumns = {
  id: projects.id,
  slug: projects.slug,
  name: projects.name,
  type: projects.type,
  countryCode: projects.countryCode,
  registryKey: projects.registryKey,
  registryId: projects.registryId,
  availability: projects.availability,
}
const vintageColumns = {
  projectId: projectVintages.projectId,
  vintageId: projectVintages.id,
  year: projectVintages.year,
  status: projectVintages.status,
  expectedDeliveryYear: projectVintages.expectedDeliveryYear,
  creditsAvailable: projectVintages.creditsAvailable,
  priceCents: projectVintages.priceCents,
}

/** A page of projects by name, and all their vintages (newest first). */
export async function findProjects(db: Database, page: number, perPage: number, slug?: string) {
  const where = slug ? eq(projects.slug, slug) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select(projectColumns)
      .from(projects)
      .where(where)
      .orderBy(asc(projects.name), asc(projects.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(projects).where(where),
  ])
  const vintages = rows.length
    ? await db
        .select(vintageColumns)
        .from(projectVintages)
        .where(
          inArray(
            projectVintages.projectId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(desc(projectVintages.year))
    : []
  return { rows, vintages, total: total?.n ?? 0 }
}

export type ProjectRow = Awaited<ReturnType<typeof findProjects>>['rows'][number]
export type VintageRow = Awaited<ReturnType<typeof findProjects>>['vintages'][number]

/** The named vintages with their project (absent ones are missing from the answer). */
export async function findLineVintages(
  db: Database,
  lines: { projectId: string; vintage: number }[],
) {
  if (lines.length === 0) return []
  return db
    .select({ ...vintageColumns, project: projectColumns })
    .from(projectVintages)
    .innerJoin(projects, eq(projects.id, projectVintages.projectId))
    .where(
      or(
        ...lines.map((l) => and(eq(projects.id, l.projectId), eq(projectVintages.year, l.vintage))),
      ),
    )
}

/** Purchasable issued vintages in stock, cheapest first: what a plan's mix is bought from. */
export async function findIssuedOffers(db: Database) {
  return db
    .select({ ...vintageColumns, project: projectColumns })
    .from(projectVintages)
    .innerJoin(projects, eq(projects.id, projectVintages.projectId))
    .where(
      and(
        eq(projectVintages.status, 'issued'),
        sql`${projectVintages.creditsAvailable} > 0`,
        sql`${projects.availability} <> 'information'`,
      ),
    )
    .orderBy(asc(projectVintages.priceCents), asc(projectVintages.id))
}

/** Tonnes the company ordered in the sandbox, per `projectId:year`. */
export async function sandboxOrderedTonnes(db: Database, companyId: string) {
  const rows = await db
    .select({ lines: apiSandboxOrders.lines })
    .from(apiSandboxOrders)
    .where(eq(apiSandboxOrders.companyId, companyId))
  const tonnes = new Map<string, number>()
  for (const line of rows.flatMap((r) => r.lines)) {
    const key = `${line.projectId}:${line.vintage}`
    tonnes.set(key, (tonnes.get(key) ?? 0) + line.tonnes)
  }
  return tonnes
}

export async function sandboxRetiredTonnes(
  db: Database,
  companyId: string,
  projectId: string,
  vintage: number,
) {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${apiSandboxRetirements.tonnes}), 0)::int` })
    .from(apiSandboxRetirements)
    .where(
      and(
        eq(apiSandboxRetirements.companyId, companyId),
        eq(apiSandboxRetirements.projectId, projectId),
        eq(apiSandboxRetirements.vintage, vintage),
      ),
    )
  return row?.n ?? 0
}

/** Inserts a sandbox order unless the key was used; answers undefined for a used key. */
export async function insertSandboxOrder(
  db: Database,
  values: {
    companyId: string
    apiKeyId: string
    idempotencyKey: string
    lines: SandboxOrderLine[]
  },
) {
  const totalCents = values.lines.reduce((s, l) => s + l.tonnes * l.priceCents, 0)
  const [row] = await db
    .insert(apiSandboxOrders)
    .values({ ...values, totalCents })
    .onConflictDoNothing()
    .returning()
  return row
}

export async function findSandboxOrders(
  db: Database,
  companyId: string,
  id?: string,
  key?: string,
) {
  return db
    .select()
    .from(apiSandboxOrders)
    .where(
      and(
        eq(apiSandboxOrders.companyId, companyId),
        id ? eq(apiSandboxOrders.id, id) : undefined,
        key ? eq(apiSandboxOrders.idempotencyKey, key) : undefined,
      ),
    )
    .orderBy(desc(apiSandboxOrders.createdAt), desc(apiSandboxOrders.id))
    .limit(100)
}

export async function insertSandboxRetirement(
  db: Database,
  values: typeof apiSandboxRetirements.$inferInsert,
) {
  const [row] = await db.insert(apiSandboxRetirements).values(values).returning()
  return row!
}

export async function findSandboxRetirements(db: Database, companyId: string, id?: string) {
  return db
    .select()
    .from(apiSandboxRetirements)
    .where(
      and(
        eq(apiSandboxRetirements.companyId, companyId),
        id ? eq(apiSandboxRetirements.id, id) : undefined,
      ),
    )
    .orderBy(desc(apiSandboxRetirements.createdAt), desc(apiSandboxRetirements.id))
    .limit(100)
}

/** Serialises sandbox writes of one company (a transaction-scoped advisory lock). */
export async function lockSandbox(db: Database, companyId: string) {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${'api-sandbox:' + companyId}))`)
}

/** The company's live order with this id (empty when it is another company's or missing). */
export async function findLiveOrderIds(db: Database, companyId: string, id: string) {
  return db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.companyId, companyId)))
}

/** The company's live retirement with this id (empty when it is another company's or missing). */
export async function findLiveRetirementIds(db: Database, companyId: string, id: string) {
  return db
    .select({ id: retirements.id })
    .from(retirements)
    .where(and(eq(retirements.id, id), eq(retirements.companyId, companyId)))
}
