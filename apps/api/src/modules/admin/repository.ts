import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  companies,
  creditNotes,
  memberships,
  offerItems,
  offers,
  orderItems,
  orders,
  projects,
  projectVintages,
  staffMembers,
  users,
} from '../../db/schema'

export async function listCompanies(db: Database) {
  return db
    .select({
      id: companies.id,
      name: companies.name,
      domain: companies.domain,
      members: sql<number>`count(${memberships.id})::int`,
    })
    .from(companies)
    .leftJoin(memberships, eq(memberships.companyId, companies.id))
    .groupBy(companies.id)
    .orderBy(asc(companies.name))
}

type OrderStatus = (typeof orders.$inferSelect)['status']

export async function orderPage(
  db: Database,
  status: OrderStatus | undefined,
  page: number,
  perPage: number,
) {
  const where = status ? eq(orders.status, status) : undefined
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: orders.id, company: companies })
      .from(orders)
      .innerJoin(companies, eq(companies.id, orders.companyId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(orders).where(where),
  ])
  return { rows, total: total?.n ?? 0 }
}

export async function lockOrder(db: Database, id: string) {
  const [row] = await db.select().from(orders).where(eq(orders.id, id)).for('update')
  return row
}

export async function orderLines(db: Database, orderId: string) {
  return db.select().from(orderItems).where(eq(orderItems.orderId, orderId))
}

/** A new offer supersedes the company's other open offers (their orders go back to placed). */
export async function withdrawOpenOffers(db: Database, companyId: string) {
  const open = await db
    .update(offers)
    .set({ status: 'withdrawn' })
    .where(and(eq(offers.companyId, companyId), eq(offers.status, 'open')))
    .returning({ id: offers.id, orderId: offers.orderId })
  if (open.length) {
    await db
      .update(orders)
      .set({ status: 'placed' })
      .where(
        and(
          inArray(
            orders.id,
            open.map((o) => o.orderId),
          ),
          eq(orders.status, 'offered'),
        ),
      )
  }
  return open.map((o) => o.id)
}

export async function insertOffer(db: Database, values: typeof offers.$inferInsert) {
  const [row] = await db.insert(offers).values(values).returning()
  return row!
}

export async function insertOfferItems(db: Database, rows: (typeof offerItems.$inferInsert)[]) {
  await db.insert(offerItems).values(rows)
}

export async function setOrderStatus(db: Database, id: string, status: OrderStatus) {
  await db.update(orders).set({ status }).where(eq(orders.id, id))
}

const inventoryColumns = {
  vintageId: projectVintages.id,
  projectId: projects.id,
  projectSlug: projects.slug,
  projectName: projects.name,
  vintage: projectVintages.year,
  status: projectVintages.status,
  expectedDeliveryYear: projectVintages.expectedDeliveryYear,
  creditsAvailable: projectVintages.creditsAvailable,
  priceCents: projectVintages.priceCents,
}

export async function inventoryPage(
  db: Database,
  q: string | undefined,
  page: number,
  perPage: number,
) {
  const where = q ? ilike(projects.name, `%${q.replace(/[%_\\]/g, '\\$&')}%`) : undefined
  const [items, [total]] = await Promise.all([
    db
      .select(inventoryColumns)
      .from(projectVintages)
      .innerJoin(projects, eq(projects.id, projectVintages.projectId))
      .where(where)
      .orderBy(asc(projects.name), desc(projectVintages.year))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db
      .select({ n: count() })
      .from(projectVintages)
      .innerJoin(projects, eq(projects.id, projectVintages.projectId))
      .where(where),
  ])
  return { items, total: total?.n ?? 0 }
}

export async function lockVintage(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(projectVintages)
    .where(eq(projectVintages.id, id))
    .for('update')
  return row
}

export async function updateVintage(
  db: Database,
  id: string,
  values: { creditsAvailable?: number; priceCents?: number },
) {
  await db.update(projectVintages).set(values).where(eq(projectVintages.id, id))
}

/** Keeps the marketplace's denormalised columns in step with the vintages. */
export async function refreshProjectTotals(db: Database, projectId: string) {
  await db
    .update(projects)
    .set({
      creditsAvailable: sql`(select coalesce(sum(credits_available), 0) from project_vintages where project_id = ${projectId})`,
      minPriceCents: sql`(select coalesce(min(price_cents), ${projects.minPriceCents}) from project_vintages where project_id = ${projectId})`,
    })
    .where(eq(projects.id, projectId))
}

export async function inventoryRow(db: Database, vintageId: string) {
  const [row] = await db
    .select(inventoryColumns)
    .from(projectVintages)
    .innerJoin(projects, eq(projects.id, projectVintages.projectId))
    .where(eq(projectVintages.id, vintageId))
  return row!
}

/** The credit notes of these offers (at most one each). */
export async function creditNotesOf(db: Database, offerIds: string[]) {
  if (offerIds.length === 0) return []
  return db
    .select({
      offerId: creditNotes.offerId,
      number: creditNotes.number,
      invoiceNumber: creditNotes.invoiceNumber,
      issuedOn: creditNotes.issuedOn,
      reason: creditNotes.reason,
    })
    .from(creditNotes)
    .where(inArray(creditNotes.offerId, offerIds))
}

export async function companyAdmins(db: Database, companyId: string) {
  return db
    .select({ email: users.email, locale: users.locale })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(and(eq(memberships.companyId, companyId), eq(memberships.role, 'admin')))
}

export async function userIdByEmail(db: Database, email: string) {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email))
  return user
}

/** Makes the user an operator; true when they were not one yet. */
export async function insertStaff(db: Database, userId: string) {
  const inserted = await db
    .insert(staffMembers)
    .values({ userId })
    .onConflictDoNothing()
    .returning()
  return inserted.length > 0
}

/** The vintage becomes issued (no longer forward); undefined when there is none. */
export async function markVintageIssued(db: Database, vintageId: string) {
  const [vintage] = await db
    .update(projectVintages)
    .set({ status: 'issued', expectedDeliveryYear: null, updatedAt: new Date() })
    .where(eq(projectVintages.id, vintageId))
    .returning()
  return vintage
}

export async function markProjectIssued(db: Database, projectId: string) {
  await db
    .update(projects)
    .set({ availability: 'issued' })
    .where(and(eq(projects.id, projectId), sql`${projects.availability} <> 'issued'`))
}
