import { and, asc, desc, eq, inArray, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  cartItems,
  offerItems,
  offers,
  orderItems,
  orders,
  projects,
  projectVintages,
  users,
} from '../../db/schema'

/** The vintages of orders' lines in one query (absent ones are simply missing). */
export async function findVintages(db: Database, lines: { projectId: string; vintage: number }[]) {
  if (lines.length === 0) return []
  const unique = [...new Map(lines.map((l) => [`${l.projectId}:${l.vintage}`, l])).values()]
  return db
    .select({
      vintageId: projectVintages.id,
      projectId: projects.id,
      projectSlug: projects.slug,
      projectName: projects.name,
      year: projectVintages.year,
      expectedDeliveryYear: projectVintages.expectedDeliveryYear,
      creditsAvailable: projectVintages.creditsAvailable,
      priceCents: projectVintages.priceCents,
    })
    .from(projectVintages)
    .innerJoin(projects, eq(projects.id, projectVintages.projectId))
    .where(
      or(
        ...unique.map((l) =>
          and(eq(projects.id, l.projectId), eq(projectVintages.year, l.vintage)),
        ),
      ),
    )
}

export async function cartRows(db: Database, userId: string) {
  return db
    .select({
      id: cartItems.id,
      vintageId: cartItems.vintageId,
      projectId: projects.id,
      projectSlug: projects.slug,
      projectName: projects.name,
      vintage: projectVintages.year,
      expectedDeliveryYear: projectVintages.expectedDeliveryYear,
      tonnes: cartItems.tonnes,
      priceCents: projectVintages.priceCents,
      creditsAvailable: projectVintages.creditsAvailable,
    })
    .from(cartItems)
    .innerJoin(projectVintages, eq(projectVintages.id, cartItems.vintageId))
    .innerJoin(projects, eq(projects.id, projectVintages.projectId))
    .where(eq(cartItems.userId, userId))
    .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
}

export async function findCartItem(db: Database, userId: string, id: string) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .limit(1)
  return row
}

export async function findCartItemByVintage(db: Database, userId: string, vintageId: string) {
  const [row] = await db
    .select()
    .from(cartItems)
    .where(and(eq(cartItems.userId, userId), eq(cartItems.vintageId, vintageId)))
    .limit(1)
  return row
}

/** Adds to the line of the same vintage, or creates it. */
export async function addToCart(db: Database, userId: string, vintageId: string, tonnes: number) {
  await db
    .insert(cartItems)
    .values({ userId, vintageId, tonnes })
    .onConflictDoUpdate({
      target: [cartItems.userId, cartItems.vintageId],
      set: { tonnes: sql`${cartItems.tonnes} + excluded.tonnes`, updatedAt: new Date() },
    })
}

export async function setCartTonnes(db: Database, userId: string, id: string, tonnes: number) {
  await db
    .update(cartItems)
    .set({ tonnes })
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
}

export async function deleteCartItem(db: Database, userId: string, id: string) {
  const rows = await db
    .delete(cartItems)
    .where(and(eq(cartItems.id, id), eq(cartItems.userId, userId)))
    .returning({ id: cartItems.id })
  return rows.length > 0
}

export async function findOrderIdByKey(db: Database, userId: string, key: string) {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1)
  return row?.id
}

/** `ORB-{UTC year}-{sequence, at least 6 digits}`, drawn inside the insert. */
const orderNumber = sql<string>`(select 'ORB-' || extract(year from now() at time zone 'UTC')::int || '-' || lpad(s.n, greatest(6, length(s.n)), '0') from (select nextval('order_number_seq')::text as n) s)`

type NewOrder = {
  head: Omit<typeof orders.$inferInsert, 'number'> & { id: string }
  lines: (Omit<typeof orderItems.$inferInsert, 'orderId'> & { id: string })[]
}

/**
 * Writes an order, its lines and the cart clean-up; call it inside a transaction so the three
 * statements land together. The number and timestamps come from the database.
 */
export async function createOrder(db: Database, { head, lines }: NewOrder) {
  const [created] = await db
    .insert(orders)
    .values({ ...head, number: orderNumber })
    .returning()
  await db.insert(orderItems).values(lines.map((l) => ({ ...l, orderId: head.id })))
  await db.delete(cartItems).where(
    and(
      eq(cartItems.userId, head.userId),
      inArray(
        cartItems.vintageId,
        lines.map((l) => l.vintageId),
      ),
    ),
  )
  return created!
}

const yearOf = sql<number>`extract(year from ${orders.createdAt})::int`

export async function companyOrderIds(
  db: Database,
  companyId: string,
  year: number | undefined,
  limit: number,
) {
  const where =
    year === undefined
      ? eq(orders.companyId, companyId)
      : and(eq(orders.companyId, companyId), sql`${yearOf} = ${year}`)
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(where)
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
  return rows.map((r) => r.id)
}

export async function companyOrderYears(db: Database, companyId: string) {
  const rows = await db
    .selectDistinct({ year: yearOf })
    .from(orders)
    .where(eq(orders.companyId, companyId))
    .orderBy(desc(yearOf))
  return rows.map((r) => r.year)
}

/** What a project offers (issued, forward or nothing: listed for information). */
export async function projectAvailability(db: Database, projectId: string) {
  const [row] = await db
    .select({ availability: projects.availability })
    .from(projects)
    .where(eq(projects.id, projectId))
  return row?.availability
}

/** Offers by id, with their order's number. */
export async function offerHeads(db: Database, ids: string[]) {
  return db
    .select({ offer: offers, orderNumber: orders.number })
    .from(offers)
    .innerJoin(orders, eq(orders.id, offers.orderId))
    .where(inArray(offers.id, ids))
}

/** The lines of these offers with their projects, in the order they were written. */
export async function offerLinesOf(db: Database, offerIds: string[]) {
  return db
    .select({
      item: offerItems,
      slug: projects.slug,
      name: projects.name,
      delivery: projectVintages.expectedDeliveryYear,
    })
    .from(offerItems)
    .innerJoin(projects, eq(projects.id, offerItems.projectId))
    .innerJoin(projectVintages, eq(projectVintages.id, offerItems.vintageId))
    .where(inArray(offerItems.offerId, offerIds))
    .orderBy(offerItems.createdAt, offerItems.id)
}

/** Orders by id with the orderer's e-mail. */
export async function orderHeads(db: Database, ids: string[]) {
  return db
    .select({ order: orders, email: users.email })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(inArray(orders.id, ids))
}

/** The lines of these orders with their projects, in the order they were written. */
export async function orderLinesOf(db: Database, orderIds: string[]) {
  return db
    .select({
      item: orderItems,
      slug: projects.slug,
      name: projects.name,
      delivery: projectVintages.expectedDeliveryYear,
    })
    .from(orderItems)
    .innerJoin(projects, eq(projects.id, orderItems.projectId))
    .innerJoin(projectVintages, eq(projectVintages.id, orderItems.vintageId))
    .where(inArray(orderItems.orderId, orderIds))
    .orderBy(orderItems.createdAt, orderItems.id)
}

/** The offers of these orders, newest first. */
export async function offersOfOrders(db: Database, orderIds: string[]) {
  return db
    .select({ id: offers.id, orderId: offers.orderId })
    .from(offers)
    .where(inArray(offers.orderId, orderIds))
    .orderBy(desc(offers.createdAt))
}
