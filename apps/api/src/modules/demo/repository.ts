import { and, desc, eq, gte } from 'drizzle-orm'
import { DEMO_COMPANY_DOMAIN, DEMO_EMAIL } from '@kelp/core/auth'
import type { Database } from '../../db/client'
import {
  companies,
  offers,
  orders,
  projects,
  projectVintages,
  purchases,
  users,
} from '../../db/schema'

/** The demo user with their company. */
export async function demoCaller(db: Database) {
  const [row] = await db
    .select({ userId: users.id, companyId: companies.id, name: companies.name })
    .from(users)
    .innerJoin(companies, eq(companies.domain, DEMO_COMPANY_DOMAIN))
    .where(eq(users.email, DEMO_EMAIL))
  return row
}

/** Issued vintages with at least `minCredits` available, best-stocked (then newest) first. */
export async function stockedIssuedVintages(db: Database, minCredits: number) {
  return db
    .select({ projectId: projects.id, year: projectVintages.year })
    .from(projectVintages)
    .innerJoin(projects, eq(projects.id, projectVintages.projectId))
    .where(
      and(eq(projectVintages.status, 'issued'), gte(projectVintages.creditsAvailable, minCredits)),
    )
    .orderBy(desc(projectVintages.creditsAvailable), desc(projectVintages.year))
}

/** Dates an offer and its order. */
export async function backdateOffer(db: Database, offerId: string, date: Date) {
  const [offer] = await db.select().from(offers).where(eq(offers.id, offerId))
  await db.update(offers).set({ createdAt: date }).where(eq(offers.id, offerId))
  await db.update(orders).set({ createdAt: date }).where(eq(orders.id, offer!.orderId))
}

export async function hasPurchases(db: Database, companyId: string) {
  const [row] = await db
    .select({ id: purchases.id })
    .from(purchases)
    .where(eq(purchases.companyId, companyId))
    .limit(1)
  return row !== undefined
}
