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

import type { InvoiceFacts } from '@kelp/core/orbit'

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
    status: text('status', { enum: ['placed', 'offered', 'accepted', 'cancelled'] })
      .notNull()
      .default('placed'),
    idempotencyKey: text('idempotency_key'),
    currency: text('currency').notNull().default('EUR'),
    totalCents: integer('total_cents').notNull(),
    /** The caller's own key-value pairs (public API `metadata`), echoed, never interpreted. */
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('orders_user_idempotency_uq').on(t.userId, t.idempotencyKey),
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
