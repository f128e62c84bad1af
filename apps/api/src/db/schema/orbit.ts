import {
  index,
  jsonb,
  integer,
  pgSequence,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies, users } from './auth'
import { timestamps } from './common'
import { projects, projectVintages } from './projects'

import { ORDER_STATUSES, PAYMENT_METHODS, type InvoiceFacts } from '@kelp/core/orbit'

const at = (name: string) => timestamp(name, { withTimezone: true })

/** Human order numbers come from a sequence (unique on races; gaps do not matter for orders). */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1000 })

/** The orbit cart: one line per user, project vintage; kept on the server. */
export const cartItems = pgTable(
  'cart_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vintageId: uuid('vintage_id')
      .notNull()
      .references(() => projectVintages.id, { onDelete: 'cascade' }),
    tonnes: integer('tonnes').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('cart_items_user_vintage_uq').on(t.userId, t.vintageId)],
)

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    number: text('number').notNull().unique(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('placed'),
    /** 'offer': an operator prices it; 'self_service': bought at list prices without a person. */
    channel: text('channel', { enum: ['offer', 'self_service'] })
      .notNull()
      .default('offer'),
    /** Self-service only: card, sepa_debit (Checkout) or invoice (approved credit line). */
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }),
    /** The provider's Checkout Session while a card or SEPA payment is open. */
    checkoutSessionId: text('checkout_session_id'),
    checkoutUrl: text('checkout_url'),
    /** Gross amount the buyer pays (net + VAT), fixed when the order is placed. */
    amountDueCents: integer('amount_due_cents'),
    paidAt: at('paid_at'),
    deliveredAt: at('delivered_at'),
    /** When the reservation went back to stock (payment failed, Checkout expired). */
    releasedAt: at('released_at'),
    /** When an operator recorded the payment of an on-invoice order (frees the credit line). */
    invoicePaidAt: at('invoice_paid_at'),
    idempotencyKey: text('idempotency_key'),
    currency: text('currency').notNull().default('EUR'),
    totalCents: integer('total_cents').notNull(),
    /** The caller's own key-value pairs (public API `metadata`), echoed, never interpreted. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_uq').on(t.userId, t.idempotencyKey),
    uniqueIndex('orders_checkout_session_uq').on(t.checkoutSessionId),
    index('orders_company_created_idx').on(t.companyId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
  ],
)

/** Prices are snapshots: later price changes do not alter a placed order. */
export const orderItems = pgTable(
  'order_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    vintageId: uuid('vintage_id')
      .notNull()
      .references(() => projectVintages.id),
    vintage: integer('vintage').notNull(),
    tonnes: integer('tonnes').notNull(),
    priceCents: integer('price_cents').notNull(),
    ...timestamps,
  },
  (t) => [index('order_items_order_idx').on(t.orderId)],
)

export const offers = pgTable(
  'offers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['open', 'accepted', 'withdrawn', 'expired'] })
      .notNull()
      .default('open'),
    subtotalCents: integer('subtotal_cents').notNull(),
    feeCents: integer('fee_cents').notNull().default(0),
    feeLabel: text('fee_label').notNull().default(''),
    currency: text('currency').notNull().default('EUR'),
    validUntil: at('valid_until').notNull(),
    createdBy: text('created_by').notNull(),
    acceptedAt: at('accepted_at'),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    invoiceNumber: text('invoice_number'),
    invoiceDocumentId: uuid('invoice_document_id'),
    /** What the invoice said, so a credit note repeats it exactly (buyer, VAT treatment). */
    invoiceFacts: jsonb('invoice_facts').$type<InvoiceFacts>(),
    ...timestamps,
  },
  (t) => [
    index('offers_company_status_idx').on(t.companyId, t.status),
    index('offers_order_idx').on(t.orderId),
  ],
)

export const offerItems = pgTable(
  'offer_items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offerId: uuid('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    vintageId: uuid('vintage_id')
      .notNull()
      .references(() => projectVintages.id),
    vintage: integer('vintage').notNull(),
    tonnes: integer('tonnes').notNull(),
    priceCents: integer('price_cents').notNull(),
    ...timestamps,
  },
  (t) => [index('offer_items_offer_idx').on(t.offerId)],
)

/** The operator's self-service limits: one row (id 1); absent means the defaults. */
export const selfServiceSettings = pgTable('self_service_settings', {
  id: integer('id').primaryKey(),
  maxOrderCents: integer('max_order_cents').notNull(),
  maxOrderTonnes: integer('max_order_tonnes').notNull(),
  updatedBy: text('updated_by').notNull(),
  ...timestamps,
})

/** Companies an operator approved to buy on invoice, up to a limit of unpaid invoices. */
export const companyCreditLines = pgTable('company_credit_lines', {
  companyId: uuid('company_id')
    .primaryKey()
    .references(() => companies.id, { onDelete: 'cascade' }),
  limitCents: integer('limit_cents').notNull(),
  approvedBy: text('approved_by').notNull(),
  ...timestamps,
})
