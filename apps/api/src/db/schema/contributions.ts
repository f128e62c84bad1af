import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { timestamps } from './common'
import { projects } from './projects'
import { randomPublicId } from './public-id'

const at = (name: string) => timestamp(name, { withTimezone: true })

/** A contributor, known by the e-mail given on the payment page. */
export const contributionCustomers = pgTable(
  'contribution_customers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    locale: text('locale').notNull().default('en'),
    ...timestamps,
  },
  (t) => [uniqueIndex('contribution_customers_email_idx').on(t.email)],
)

/** One checkout: a monthly subscription or a once-off payment. Status follows webhooks. */
export const contributions = pgTable(
  'contributions',
  {
    id: uuid('id').primaryKey(),
    provider: text('provider').notNull(),
    checkoutSessionId: text('checkout_session_id').notNull(),
    customerId: uuid('customer_id').references(() => contributionCustomers.id),
    /** The provider's customer (Stripe `cus_…`, sandbox `cus_sbx_…`). */
    providerCustomerId: text('provider_customer_id'),
    subscriptionId: text('subscription_id'),
    frequency: text('frequency').notNull(),
    portfolio: text('portfolio').notNull(),
    emissionType: text('emission_type').notNull(),
    calculatorSettings: jsonb('calculator_settings').$type<Record<string, unknown>>().notNull(),
    tonnesPerYear: integer('tonnes_per_year').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    status: text('status').notNull(),
    /** Provider time of the event that last set `status` (out-of-order tolerance). */
    statusAt: at('status_at'),
    /** Provider time of the last subscription event applied. */
    subscriptionEventAt: at('subscription_event_at'),
    locale: text('locale').notNull(),
    /** The name the contributor chose for the certificates (public on /verify); optional. */
    beneficiary: text('beneficiary'),
    nextBillingAt: at('next_billing_at'),
    canceledAt: at('canceled_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('contributions_session_idx').on(t.checkoutSessionId),
    uniqueIndex('contributions_subscription_idx').on(t.subscriptionId),
    index('contributions_customer_idx').on(t.customerId, t.createdAt),
  ],
)

/** One provider invoice (paid or failed) of a contribution. */
export const contributionInvoices = pgTable(
  'contribution_invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contributionId: uuid('contribution_id')
      .notNull()
      .references(() => contributions.id),
    providerInvoiceId: text('provider_invoice_id').notNull(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    portfolio: text('portfolio').notNull(),
    /** kg CO2e retired for this invoice (0 unless paid). */
    kg: integer('kg').notNull().default(0),
    /** kg that could not be retired because every portfolio project ran out. */
    shortfallKg: integer('shortfall_kg').notNull().default(0),
    certificateNumber: text('certificate_number'),
    /** The unguessable id of the certificate's public verification page /verify/{id}. */
    publicId: text('public_id').notNull().unique().default(randomPublicId),
    providerCreatedAt: at('provider_created_at').notNull(),
    paidAt: at('paid_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('contribution_invoices_provider_idx').on(t.providerInvoiceId),
    uniqueIndex('contribution_invoices_certificate_idx').on(t.certificateNumber),
    index('contribution_invoices_contribution_idx').on(t.contributionId, t.providerCreatedAt),
  ],
)

/** What a paid invoice retired from each project, in kg. */
export const contributionRetirements = pgTable(
  'contribution_retirements',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => contributionInvoices.id),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    kg: integer('kg').notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.invoiceId, t.projectId] })],
)

/**
 * kg already taken out of a project's credits (whole tonnes) but not yet allocated to a
 * contribution: monthly invoices retire fractions of a tonne (README "Retirement").
 */
export const contributionProjectPools = pgTable('contribution_project_pools', {
  projectId: uuid('project_id')
    .primaryKey()
    .references(() => projects.id),
  kg: integer('kg').notNull(),
  ...timestamps,
})

/** Dashboard magic links: hashed, single use, expiring. */
export const contributionMagicLinks = pgTable(
  'contribution_magic_links',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => contributionCustomers.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    usedAt: at('used_at'),
    ...timestamps,
  },
  (t) => [uniqueIndex('contribution_magic_links_hash_idx').on(t.codeHash)],
)

/** Provider events already processed: inserted in the same transaction as their effects. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex('webhook_events_provider_event_idx').on(t.provider, t.eventId)],
)

/** The embedded payment sandbox's own records (the provider side of the sandbox). */
export const sandboxCheckoutSessions = pgTable('sandbox_checkout_sessions', {
  id: text('id').primaryKey(),
  /** Null for a self-service order's session (its metadata names the order). */
  contributionId: uuid('contribution_id'),
  mode: text('mode').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  status: text('status').notNull(),
  successUrl: text('success_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  customerId: text('customer_id'),
  subscriptionId: text('subscription_id'),
  ...timestamps,
})

export const sandboxCustomers = pgTable(
  'sandbox_customers',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    /** Last four digits of the card on file (set by a payment, changed in the portal). */
    cardLast4: text('card_last4'),
    ...timestamps,
  },
  (t) => [uniqueIndex('sandbox_customers_email_idx').on(t.email)],
)

/** The sandbox's customer portal sessions (Stripe's billing portal sessions). */
export const sandboxPortalSessions = pgTable('sandbox_portal_sessions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  returnUrl: text('return_url').notNull(),
  ...timestamps,
})

export const sandboxSubscriptions = pgTable('sandbox_subscriptions', {
  id: text('id').primaryKey(),
  customerId: text('customer_id').notNull(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
  status: text('status').notNull(),
  /** 'ok' or 'renewal_fails' (test card 4000 0000 0000 0341). */
  card: text('card').notNull(),
  currentPeriodStart: at('current_period_start').notNull(),
  currentPeriodEnd: at('current_period_end').notNull(),
  ...timestamps,
})
