import { and, desc, eq, inArray, isNotNull, isNull, or, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import {
  contributionCustomers,
  contributionInvoices,
  contributionMagicLinks,
  contributions,
  webhookEvents,
} from '../../db/schema'

export type ContributionRow = typeof contributions.$inferSelect
export type InvoiceRow = typeof contributionInvoices.$inferSelect

/** The contribution an event is about, locked for the rest of the transaction. */
export async function findContribution(
  tx: Database,
  contributionId: string | null,
  subscriptionId: string | null,
  sessionId: string | null,
): Promise<ContributionRow | undefined> {
  const uuid = /^[0-9a-f-]{36}$/i
  const conditions = [
    contributionId && uuid.test(contributionId) ? eq(contributions.id, contributionId) : undefined,
    subscriptionId ? eq(contributions.subscriptionId, subscriptionId) : undefined,
    sessionId ? eq(contributions.checkoutSessionId, sessionId) : undefined,
  ].filter((c) => c !== undefined)
  if (conditions.length === 0) return undefined
  const [row] = await tx
    .select()
    .from(contributions)
    .where(or(...conditions))
    .limit(1)
    .for('update')
  return row
}

export async function upsertCustomer(tx: Database, email: string, locale: string) {
  const [row] = await tx
    .insert(contributionCustomers)
    .values({ email: email.trim().toLowerCase(), locale })
    .onConflictDoUpdate({
      target: contributionCustomers.email,
      set: { updatedAt: sql`now()` },
    })
    .returning({ id: contributionCustomers.id })
  return row!.id
}

export async function customerByEmail(db: Database, email: string) {
  const [row] = await db
    .select()
    .from(contributionCustomers)
    .where(eq(contributionCustomers.email, email.trim().toLowerCase()))
  return row
}

export async function customerById(db: Database, id: string) {
  const [row] = await db
    .select()
    .from(contributionCustomers)
    .where(eq(contributionCustomers.id, id))
  return row
}

export async function contributionBySession(db: Database, sessionId: string) {
  const [row] = await db
    .select()
    .from(contributions)
    .where(eq(contributions.checkoutSessionId, sessionId))
  return row
}

export async function latestPaidInvoice(db: Database, contributionId: string) {
  const [row] = await db
    .select()
    .from(contributionInvoices)
    .where(
      and(
        eq(contributionInvoices.contributionId, contributionId),
        eq(contributionInvoices.status, 'paid'),
      ),
    )
    .orderBy(desc(contributionInvoices.providerCreatedAt), desc(contributionInvoices.createdAt))
    .limit(1)
  return row
}

/** A customer's contributions with their invoices, newest first. */
export async function customerContributions(db: Database, customerId: string) {
  const list = await db
    .select()
    .from(contributions)
    .where(eq(contributions.customerId, customerId))
    .orderBy(desc(contributions.createdAt))
  const invoices = list.length
    ? await db
        .select()
        .from(contributionInvoices)
        .where(
          inArray(
            contributionInvoices.contributionId,
            list.map((c) => c.id),
          ),
        )
        .orderBy(desc(contributionInvoices.providerCreatedAt), desc(contributionInvoices.createdAt))
    : []
  return list.map((c) => ({ ...c, invoices: invoices.filter((i) => i.contributionId === c.id) }))
}

export async function invoiceWithContribution(db: Database, invoiceId: string) {
  const [row] = await db
    .select({ invoice: contributionInvoices, contribution: contributions })
    .from(contributionInvoices)
    .innerJoin(contributions, eq(contributions.id, contributionInvoices.contributionId))
    .where(eq(contributionInvoices.id, invoiceId))
  return row
}

export async function insertMagicLink(
  db: Database,
  customerId: string,
  codeHash: string,
  expiresAt: Date,
) {
  await db.insert(contributionMagicLinks).values({ customerId, codeHash, expiresAt })
}

/** Uses a magic link atomically: unused and unexpired, or nothing. */
export async function consumeMagicLink(db: Database, codeHash: string, now: Date) {
  const [row] = await db
    .update(contributionMagicLinks)
    .set({ usedAt: now })
    .where(
      and(
        eq(contributionMagicLinks.codeHash, codeHash),
        sql`${contributionMagicLinks.usedAt} is null`,
        sql`${contributionMagicLinks.expiresAt} > ${now.toISOString()}`,
      ),
    )
    .returning({ customerId: contributionMagicLinks.customerId })
  return row?.customerId
}

/** Records a provider event; false when it was recorded before (it is processed once). */
export async function recordEvent(
  tx: Database,
  values: { provider: string; eventId: string; type: string },
) {
  const fresh = await tx
    .insert(webhookEvents)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: webhookEvents.id })
  return fresh.length > 0
}

export async function insertContribution(db: Database, values: typeof contributions.$inferInsert) {
  await db.insert(contributions).values(values)
}

export async function updateContribution(
  tx: Database,
  id: string,
  values: Partial<typeof contributions.$inferInsert>,
) {
  await tx.update(contributions).set(values).where(eq(contributions.id, id))
}

/** The customer's monthly contribution with this subscription id, unless cancelled. */
export async function activeSubscription(db: Database, customerId: string, subscriptionId: string) {
  const [row] = await db
    .select()
    .from(contributions)
    .where(
      and(
        eq(contributions.subscriptionId, subscriptionId),
        eq(contributions.customerId, customerId),
        isNull(contributions.canceledAt),
      ),
    )
  return row
}

/** The provider's invoice as recorded, locked for the rest of the transaction. */
export async function lockInvoice(tx: Database, providerInvoiceId: string) {
  const [row] = await tx
    .select()
    .from(contributionInvoices)
    .where(eq(contributionInvoices.providerInvoiceId, providerInvoiceId))
    .for('update')
  return row
}

export async function insertInvoice(
  tx: Database,
  values: typeof contributionInvoices.$inferInsert,
): Promise<InvoiceRow> {
  const [row] = await tx.insert(contributionInvoices).values(values).returning()
  return row!
}

export async function updateInvoice(
  tx: Database,
  id: string,
  values: Partial<typeof contributionInvoices.$inferInsert>,
): Promise<InvoiceRow> {
  const [row] = await tx
    .update(contributionInvoices)
    .set(values)
    .where(eq(contributionInvoices.id, id))
    .returning()
  return row!
}

/** The contributions of a provider customer that belong to a known contributor. */
export async function contributionsOfProviderCustomer(db: Database, providerCustomerId: string) {
  return db
    .select({ id: contributions.id, customerId: contributions.customerId })
    .from(contributions)
    .where(
      and(
        eq(contributions.providerCustomerId, providerCustomerId),
        isNotNull(contributions.customerId),
      ),
    )
    .limit(1)
}
