import type { ApiKeyScope } from '@kelp/core/api-keys'
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core'
import { companies, users } from './auth'
import { timestamps } from './common'
import { projects } from './projects'

const at = (name: string) => timestamp(name, { withTimezone: true })

/** A company's API keys: only the SHA-256 of each secret is kept (docs/decisions/125). */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    mode: text('mode', { enum: ['test', 'live'] }).notNull(),
    scopes: jsonb('scopes').$type<ApiKeyScope[]>().notNull(),
    /** Hex SHA-256 of the whole secret. */
    secretHash: text('secret_hash').notNull(),
    /** The first characters of the secret, shown in the list. */
    shownPrefix: text('shown_prefix').notNull(),
    /** Orders placed with the key are the creator's (the user an order belongs to). */
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    lastUsedAt: at('last_used_at'),
    revokedAt: at('revoked_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('api_keys_secret_hash_uq').on(t.secretHash),
    index('api_keys_company_idx').on(t.companyId, t.createdAt),
  ],
)

/** A line of a sandbox order: what a test key ordered, at the price of the moment. */
export interface SandboxOrderLine {
  projectId: string
  projectSlug: string
  projectName: string
  vintage: number
  status: 'issued' | 'forward'
  expectedDeliveryYear: number | null
  /** Whole kilograms (rows written before kilograms also carry the tonnes they were ordered in). */
  quantityKg: number
  priceCents: number
  lineTotalCents: number
}

export type SandboxOrderStatus = 'placed' | 'paid' | 'delivered' | 'cancelled'

/** Orders placed with test keys: kept apart from `orders`, so no live query or stock sees them. */
export const apiSandboxOrders = pgTable(
  'api_sandbox_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    apiKeyId: uuid('api_key_id')
      .notNull()
      .references(() => apiKeys.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key').notNull(),
    lines: jsonb('lines').$type<SandboxOrderLine[]>().notNull(),
    totalCents: integer('total_cents').notNull(),
    status: text('status', { enum: ['placed', 'paid', 'delivered', 'cancelled'] })
      .notNull()
      .default('placed'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    paidAt: at('paid_at'),
    deliveredAt: at('delivered_at'),
    cancelledAt: at('cancelled_at'),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('api_sandbox_orders_key_uq').on(t.companyId, t.idempotencyKey),
    index('api_sandbox_orders_company_idx').on(t.companyId, t.createdAt),
  ],
)

/** Retirements requested with test keys: confirmed by the sandbox itself, with TEST- serials. */
export const apiSandboxRetirements = pgTable(
  'api_sandbox_retirements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    vintage: integer('vintage').notNull(),
    /** Whole tonnes of rows written before kilograms; quantity_kg is the quantity. */
    tonnes: integer('tonnes'),
    quantityKg: integer('quantity_kg').notNull().default(0),
    beneficiary: text('beneficiary').notNull(),
    purpose: text('purpose'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request body the key was first used with. */
    requestHash: text('request_hash'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
    status: text('status', { enum: ['requested', 'confirmed'] })
      .notNull()
      .default('requested'),
    serialStart: text('serial_start'),
    serialEnd: text('serial_end'),
    confirmedAt: at('confirmed_at'),
    ...timestamps,
  },
  (t) => [
    index('api_sandbox_retirements_company_idx').on(t.companyId, t.createdAt),
    uniqueIndex('api_sandbox_retirements_key_uq').on(t.companyId, t.idempotencyKey),
  ],
)

/**
 * Idempotency keys of live public-API writes that have no key column of their own
 * (retirements): claimed before the write, pointed at its result after, freed when it fails.
 */
export const apiIdempotencyKeys = pgTable(
  'api_idempotency_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    operation: text('operation', { enum: ['retirement'] }).notNull(),
    idempotencyKey: text('idempotency_key').notNull(),
    requestHash: text('request_hash').notNull(),
    /** Null while the first request with the key is still being processed. */
    resourceId: uuid('resource_id'),
    ...timestamps,
  },
  (t) => [uniqueIndex('api_idempotency_keys_uq').on(t.companyId, t.operation, t.idempotencyKey)],
)
