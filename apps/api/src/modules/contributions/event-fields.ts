import { portfolioIdSchema, type PortfolioId } from '@kelp/core/contributions'

/** Reads the fields Kelp needs from Stripe-shaped objects (old and new API versions). */
type Obj = Record<string, unknown>

const obj = (v: unknown): Obj => (v && typeof v === 'object' ? (v as Obj) : {})
const str = (v: unknown): string | null => (typeof v === 'string' && v ? v : null)
const num = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null)
/** An id field may be expanded into an object. */
const idOf = (v: unknown): string | null => str(v) ?? str(obj(v).id)

export interface InvoiceFields {
  id: string
  customer: string | null
  email: string | null
  amountCents: number
  currency: string
  subscription: string | null
  metadata: Obj
  created: number
  periodEnd: number | null
}

export function invoiceFields(o: Obj): InvoiceFields | null {
  const id = str(o.id)
  if (!id) return null
  const details = obj(obj(o.parent).subscription_details)
  const oldDetails = obj(o.subscription_details)
  const metadata = { ...obj(oldDetails.metadata), ...obj(details.metadata), ...obj(o.metadata) }
  const line = obj((obj(o.lines).data as unknown[] | undefined)?.[0])
  return {
    id,
    customer: idOf(o.customer),
    email: str(o.customer_email),
    amountCents: num(o.amount_paid) || num(o.amount_due) || 0,
    currency: str(o.currency) ?? 'eur',
    subscription: idOf(o.subscription) ?? idOf(details.subscription),
    metadata,
    created: num(o.created) ?? 0,
    periodEnd: num(obj(line.period).end),
  }
}

export function sessionFields(o: Obj) {
  return {
    id: str(o.id),
    customer: idOf(o.customer),
    email: str(obj(o.customer_details).email) ?? str(o.customer_email),
    subscription: idOf(o.subscription),
    paymentStatus: str(o.payment_status),
    metadata: obj(o.metadata),
  }
}

export function subscriptionFields(o: Obj) {
  const item = obj((obj(o.items).data as unknown[] | undefined)?.[0])
  return {
    id: str(o.id),
    customer: idOf(o.customer),
    status: str(o.status),
    metadata: obj(o.metadata),
    amountCents: num(obj(item.price).unit_amount),
    periodEnd: num(o.current_period_end) ?? num(item.current_period_end),
    canceledAt: num(o.canceled_at),
  }
}

export const metaString = (m: Obj, key: string) => str(m[key])
export const toDate = (unixSeconds: number) => new Date(unixSeconds * 1000)

/** The portfolio an event names, or the contribution's own. */
export const portfolioOf = (value: string | null, fallback: string): PortfolioId =>
  portfolioIdSchema.safeParse(value).success ? (value as PortfolioId) : (fallback as PortfolioId)
