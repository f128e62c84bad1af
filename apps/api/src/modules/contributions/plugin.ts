import type { FastifyPluginAsync } from 'fastify'
import { createPayments } from '../../adapters/payments'
import { sandboxEndpoints } from '../payments'
import type { ContributionDeps } from './deps'
import { receiptSender } from './receipts'
import { contributionEndpoints } from './routes'
import { webhookEndpoint } from './webhook-routes'
import { handleWebhook, type WebhookDeps } from './webhook-service'

/**
 * Climate contributions: checkout, dashboard, certificates, the provider webhook
 * and — when Stripe is not configured — the embedded sandbox provider, which delivers its
 * signed events to the very same webhook handler.
 */
export const contributionRoutes: FastifyPluginAsync = async (app) => {
  const db = app.database.db
  const payments = createPayments(app.env, db, (raw, signature) =>
    handleWebhook(webhook, raw, signature),
  )
  const deps: ContributionDeps = { db, env: app.env, mailer: app.mailer, payments }
  // The sandbox calls the handler only after start-up, once `webhook` exists.
  const webhook: WebhookDeps = {
    db,
    provider: payments.provider.name,
    secret: payments.provider.webhookSecret,
    onPaid: receiptSender(deps, app.log),
  }
  await app.register(contributionEndpoints(deps))
  await app.register(webhookEndpoint(webhook))
  if (payments.sandbox) await app.register(sandboxEndpoints(payments.sandbox))
}
