import type { FastifyPluginAsync } from 'fastify'
import { sandboxEndpoints } from '../payments'
import { contributionEndpoints } from './routes'
import { webhookEndpoint } from './webhook-routes'

/**
 * Climate contributions: checkout, dashboard, certificates, the provider webhook
 * and — when Stripe is not configured — the embedded sandbox provider, which delivers its
 * signed events to the very same webhook handler (app.ts wires it to `receivePaymentEvent`).
 */
export const contributionRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app
  await app.register(contributionEndpoints(deps))
  await app.register(webhookEndpoint(deps))
  if (deps.payments.sandbox) await app.register(sandboxEndpoints(deps.payments.sandbox))
}
