import { boolean, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { companies } from './auth'
import { timestamps } from './common'

/**
 * A company's registered webhook endpoint. The signing secret is kept encrypted with a key
 * derived from APP_SECRET (the API must sign with it, so it cannot be hashed); the admin sees
 * it once, when the endpoint is created.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    events: text('events').array().notNull(),
    description: text('description').notNull().default(''),
    secretSealed: text('secret_sealed').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    createdBy: text('created_by').notNull(),
    ...timestamps,
  },
  (t) => [index('webhook_endpoints_company_idx').on(t.companyId)],
)

/**
 * One event for one endpoint. `body` is the exact JSON sent, so every attempt and replay
 * carries the same bytes; only the signature's timestamp changes.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    companyId: uuid('company_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    body: text('body').notNull(),
    status: text('status', { enum: ['pending', 'succeeded', 'failed', 'cancelled'] })
      .notNull()
      .default('pending'),
    replayOf: uuid('replay_of'),
    ...timestamps,
  },
  (t) => [index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt)],
)

/** Every HTTP attempt of a delivery, as the endpoint answered it. */
export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    deliveryId: uuid('delivery_id')
      .notNull()
      .references(() => webhookDeliveries.id, { onDelete: 'cascade' }),
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    ...timestamps,
  },
  (t) => [index('webhook_attempts_delivery_idx').on(t.deliveryId)],
)
