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
  tonnes: number
  priceCents: number
}

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
    ...timestamps,
  },
  (t) => [
    uniqueIndex('api_sandbox_orders_key_uq').on(t.companyId, t.idempotencyKey),
    index('api_sandbox_orders_company_idx').on(t.companyId, t.createdAt),
  ],
)

/** Retirements requested with test keys: never confirmed, never given registry serials. */
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
    tonnes: integer('tonnes').notNull(),
    beneficiary: text('beneficiary').notNull(),
    purpose: text('purpose'),
    ...timestamps,
  },
  (t) => [index('api_sandbox_retirements_company_idx').on(t.companyId, t.createdAt)],
)
