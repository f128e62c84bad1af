import { divideHalfUp, portfolioPriceCents, type PortfolioId } from '@kelp/core/contributions'
import type { Database } from '../../db/client'
import type { AppDeps } from '../../deps'
import type { contributionInvoices } from '../../db/schema'
import { invoiceFields, metaString, portfolioOf, toDate } from './event-fields'
import * as repo from './repository'
import type { ContributionRow } from './repository'
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

/** A declined payment recorded for the first time: whom to tell, and about what. */
export interface FailedPayment {
  customerId: string | null
  amountCents: number
  currency: string
  /** A monthly renewal (the subscription exists) rather than a first payment. */
  renewal: boolean
}

export interface InvoiceOutcome {
  receipts: Receipt[]
  failed?: FailedPayment
}

/** invoice.paid / invoice.payment_failed: the invoice row, status, and retirement. */
export async function applyInvoice(
  deps: Pick<AppDeps, 'db'>,
  { paid, object: o }: { paid: boolean; object: Record<string, unknown> },
): Promise<InvoiceOutcome> {
  const tx = deps.db
  const inv = invoiceFields(o)
  if (!inv) return { receipts: [] }
  const c = await repo.findContribution(
    tx,
    metaString(inv.metadata, 'contributionId'),
    inv.subscription,
    null,
  )
  if (!c) return { receipts: [] }
  const customerId = inv.email ? await repo.upsertCustomer(tx, inv.email, c.locale) : c.customerId
  const created = toDate(inv.created)
  const newer = !c.statusAt || c.statusAt <= created
  await repo.updateContribution(tx, c.id, {
    customerId,
    providerCustomerId: c.providerCustomerId ?? inv.customer,
    subscriptionId: c.subscriptionId ?? inv.subscription,
    ...(newer ? { status: paid ? 'paid' : 'failed', statusAt: created } : {}),
    ...(paid && inv.subscription && inv.periodEnd && newer
      ? { nextBillingAt: toDate(inv.periodEnd) }
      : {}),
  })

  const existing = await repo.lockInvoice(tx, inv.id)
  if (existing?.status === 'paid') return { receipts: [] }
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
    // The provider retries a declined invoice; its first decline is the one to tell of.
    if (existing) return { receipts: [] }
    await repo.insertInvoice(tx, { ...values, status: 'failed' })
    const renewal = inv.subscription !== null
    return {
      receipts: [],
      failed: { customerId, amountCents: inv.amountCents, currency: inv.currency, renewal },
    }
  }
  return { receipts: [await payInvoice(tx, c, customerId, values, existing?.id, inv.email)] }
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
  const row = existingId
    ? await repo.updateInvoice(tx, existingId, { ...values, status: 'paid', paidAt })
    : await repo.insertInvoice(tx, { ...values, status: 'paid', paidAt })
  const invoiceId = row.id
  const certificateNumber = `KC-${paidAt.getUTCFullYear()}-${invoiceId.slice(0, 8).toUpperCase()}`
  const { parts, shortfallKg } = await retireAcrossPortfolio(
    { db: tx },
    { invoiceId, portfolioId: portfolio, kg },
  )
  await repo.updateInvoice(tx, invoiceId, { kg: kg - shortfallKg, shortfallKg, certificateNumber })
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
