import type { FastifyBaseLogger } from 'fastify'
import type { PgBoss } from 'pg-boss'
import type { ChatAnswerer } from './adapters/chat'
import type { Mailer } from './adapters/mail'
import type { Payments } from './adapters/payments'
import type { Storage } from './adapters/storage'
import type { Env } from './config/env'
import type { Database } from './db/client'
import type { Seller } from './modules/billing'
import type { WebhookEvents } from './modules/webhooks'

/**
 * Everything a service may need from the app, built once in app.ts (`app.deps`). A service
 * takes `(deps, input)`: `deps` is this object, or the `Pick<AppDeps, …>` it really uses, so a
 * test passes only that; per-request values (the caller, the locale) belong in the input.
 * Settings are read from `env`.
 */
export interface AppDeps {
  db: Database
  env: Env
  mailer: Mailer
  storage: Storage
  payments: Payments
  /** The process's one pg-boss instance; each module creates and works its queues. */
  queue: PgBoss
  /** Announces what happened to a company's webhook endpoints (after commit). */
  events: WebhookEvents
  answerer: ChatAnswerer
  /** Kelp as the seller on invoices and credit notes. */
  seller: Seller
  log: FastifyBaseLogger
  /** The current time; the demo seed books purchases in the past through it. */
  now: () => Date
}
