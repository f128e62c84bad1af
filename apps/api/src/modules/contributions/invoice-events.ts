import { divideHalfUp, portfolioPriceCents, type PortfolioId } from '@kelp/core/contributions'
import { eq } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { contributionInvoices, contributions } from '../../db/schema'
import { invoiceFields, metaString, portfolioOf, toDate } from './event-fields'
import { findContribution, upsertCustomer, type ContributionRow } from './repository'
import { retireAcrossPortfolio, type RetiredPart } from './retirement'

export interface Receipt {
  invoiceId: string
  contributionId: string
  customerId: string
  email: string
  locale: 'en' | 'de'
  amountCents: number
  currency: string
  kg: number
  certificateNumber: string
  frequency: string
  parts: RetiredPart[]
}

/** invoice.paid / invoice.payment_failed: the invoice row, status, and retirement. */
export async function applyInvoice(tx: Database, paid: boolean, o: Record<string, unknown>) {
  const inv = invoiceFields(o)
  if (!inv) return []
  const c = await findContribution(
    tx,
    metaString(inv.metadata, 'contributionId'),
    inv.subscription,
    null,
  )
  if (!c) return []
  const customerId = inv.email ? await upsertCustomer(tx, inv.email, c.locale) : c.customerId
  const created = toDate(inv.created)
  const newer = !c.statusAt || c.statusAt <= created
  await tx
    .update(contributions)
    .set({
      customerId,
      providerCustomerId: c.providerCustomerId ?? inv.customer,
      subscriptionId: c.subscriptionId ?? inv.subscription,
      ...(newer ? { status: paid ? 'paid' : 'failed', statusAt: created } : {}),
      ...(paid && inv.subscription && inv.periodEnd && newer
        ? { nextBillingAt: toDate(inv.periodEnd) }
        : {}),
    })
    .where(eq(contributions.id, c.id))

  const [existing] = await tx
    .select()
    .from(contributionInvoices)
    .where(eq(contributionInvoices.providerInvoiceId, inv.id))
    .for('update')
  if (existing?.status === 'paid') return []
  const portfolio = portfolioOf(metaString(inv.metadata, 'portfolio'), c.portfolio)
  const values = {
    contributionId: c.id,
    providerInvoiceId: inv.id,
    amountCents: inv.amountCents,
    currency: inv.currency,
    portfolio,
    providerCreatedAt: created,
  }
  if (!paid) {
    if (!existing) await tx.insert(contributionInvoices).values({ ...values, status: 'failed' })
    return []
  }
  return [await payInvoice(tx, c, customerId, values, existing?.id, inv.email)]
}

async function payInvoice(
  tx: Database,
  c: ContributionRow,
  customerId: string | null,
  values: Omit<typeof contributionInvoices.$inferInsert, 'status'>,
  existingId: string | undefined,
  email: string | null,
): Promise<Receipt> {
  const portfolio = values.portfolio as PortfolioId
  const kg = divideHalfUp(values.amountCents * 1_000, portfolioPriceCents(portfolio))
  const paidAt = new Date()
  const [row] = existingId
    ? await tx
        .update(contributionInvoices)
        .set({ ...values, status: 'paid', paidAt })
        .where(eq(contributionInvoices.id, existingId))
        .returning()
    : await tx
        .insert(contributionInvoices)
        .values({ ...values, status: 'paid', paidAt })
        .returning()
  const invoiceId = row!.id
  const certificateNumber = `KC-${paidAt.getUTCFullYear()}-${invoiceId.slice(0, 8).toUpperCase()}`
  const { parts, shortfallKg } = await retireAcrossPortfolio(tx, invoiceId, portfolio, kg)
  await tx
    .update(contributionInvoices)
    .set({ kg: kg - shortfallKg, shortfallKg, certificateNumber })
    .where(eq(contributionInvoices.id, invoiceId))
  return {
    invoiceId,
    contributionId: c.id,
    customerId: customerId ?? '',
    email: email ?? '',
    locale: c.locale === 'de' ? 'de' : 'en',
    amountCents: values.amountCents,
    currency: values.currency,
    kg: kg - shortfallKg,
    certificateNumber,
    frequency: c.frequency,
    parts,
  }
}
