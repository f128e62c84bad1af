import { portfolioIdSchema, type PortfolioId } from '@kelp/core/contributions'
import { divideHalfUp, portfolioPriceCents } from '@kelp/core/contributions'
import { eq } from 'drizzle-orm'
import type { ProviderEvent } from '../../adapters/payments'
import { verifySignature } from '../../adapters/payments'
import type { Database } from '../../db/client'
import { contributionInvoices, contributions, webhookEvents } from '../../db/schema'
import { AppError } from '../../lib/app-error'
import {
  invoiceFields,
  metaString,
  sessionFields,
  subscriptionFields,
  toDate,
} from './event-fields'
import { findContribution, upsertCustomer, type ContributionRow } from './repository'
import { retireAcrossPortfolio, type RetiredPart } from './retirement'
import { texts } from './texts'

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

export interface WebhookDeps {
  db: Database
  provider: string
  secret: string
  /** Called after the event's transaction committed, once per newly paid invoice. */
  onPaid(receipt: Receipt): Promise<void>
}

/** Verifies the Stripe-Signature, then processes the event exactly once. */
export async function handleWebhook(deps: WebhookDeps, raw: string, signature?: string) {
  if (!verifySignature(deps.secret, raw, signature))
    throw new AppError('bad_request', texts.badSignature)
  let event: ProviderEvent
  try {
    event = JSON.parse(raw) as ProviderEvent
  } catch {
    throw new AppError('bad_request', texts.badSignature)
  }
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data?.object) {
    throw new AppError('bad_request', texts.badSignature)
  }
  const receipts = await deps.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ provider: deps.provider, eventId: event.id, type: event.type })
      .onConflictDoNothing()
      .returning({ id: webhookEvents.id })
    if (fresh.length === 0) return []
    return applyEvent(tx as unknown as Database, event)
  })
  for (const receipt of receipts) await deps.onPaid(receipt)
}

const portfolioOf = (value: string | null, fallback: string): PortfolioId =>
  portfolioIdSchema.safeParse(value).success ? (value as PortfolioId) : (fallback as PortfolioId)

async function applyEvent(tx: Database, event: ProviderEvent): Promise<Receipt[]> {
  const o = event.data.object
  switch (event.type) {
    case 'checkout.session.completed': {
      const s = sessionFields(o)
      const c = await findContribution(
        tx,
        metaString(s.metadata, 'contributionId'),
        s.subscription,
        s.id,
      )
      if (!c) return []
      const customerId = s.email ? await upsertCustomer(tx, s.email, c.locale) : c.customerId
      await tx
        .update(contributions)
        .set({
          customerId,
          providerCustomerId: s.customer ?? c.providerCustomerId,
          subscriptionId: s.subscription ?? c.subscriptionId,
          status: c.status === 'draft' ? 'pending' : c.status,
        })
        .where(eq(contributions.id, c.id))
      return []
    }
    case 'invoice.paid':
    case 'invoice.payment_failed':
      return applyInvoice(tx, event.type === 'invoice.paid', o)
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted': {
      const s = subscriptionFields(o)
      const c = await findContribution(tx, metaString(s.metadata, 'contributionId'), s.id, null)
      if (!c) return []
      if (c.subscriptionEventAt && c.subscriptionEventAt > toDate(event.created)) return []
      const deleted = event.type === 'customer.subscription.deleted' || s.status === 'canceled'
      const tonnes = Number(metaString(s.metadata, 'tonnes'))
      await tx
        .update(contributions)
        .set({
          subscriptionId: s.id ?? c.subscriptionId,
          providerCustomerId: s.customer ?? c.providerCustomerId,
          amountCents: s.amountCents ?? c.amountCents,
          tonnesPerYear: Number.isInteger(tonnes) && tonnes > 0 ? tonnes : c.tonnesPerYear,
          portfolio: portfolioOf(metaString(s.metadata, 'portfolio'), c.portfolio),
          nextBillingAt: deleted ? null : s.periodEnd ? toDate(s.periodEnd) : c.nextBillingAt,
          canceledAt: deleted ? toDate(s.canceledAt ?? event.created) : null,
          status: ['paused', 'incomplete_expired'].includes(s.status ?? '') ? 'unknown' : c.status,
          subscriptionEventAt: toDate(event.created),
        })
        .where(eq(contributions.id, c.id))
      return []
    }
    default:
      // checkout.session.expired and anything else: recorded, nothing charged or changed.
      return []
  }
}

async function applyInvoice(tx: Database, paid: boolean, o: Record<string, unknown>) {
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
