import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  sandboxAdvanceResponseSchema,
  sandboxPayBodySchema,
  sandboxRedirectSchema,
  sandboxSessionParamsSchema,
  sandboxSessionSchema,
} from '@kelp/core/contributions'
import { errorResponseSchema } from '@kelp/core/http'
import type { Sandbox } from '../../adapters/payments'
import { sandboxPortalEndpoints } from './portal-routes'
import {
  abandonSandboxSession,
  advanceSandboxSubscription,
  getSandboxSession,
  paySandboxSession,
} from './service'

const PAYMENTS_PER_MINUTE = 30
const tags = ['payments-sandbox']

/** The embedded provider's payment page API; registered only when Stripe is not configured. */
export function sandboxEndpoints(sandbox: Sandbox): FastifyPluginAsyncZod {
  const deps = { sandbox }
  return async (app) => {
    await app.register(sandboxPortalEndpoints(sandbox))
    app.get(
      '/payments/sandbox/sessions/:id',
      {
        schema: {
          tags,
          summary: 'What the sandbox payment page shows',
          params: sandboxSessionParamsSchema,
          response: { 200: sandboxSessionSchema, 404: errorResponseSchema },
        },
      },
      async (request) => getSandboxSession(deps, request.params.id),
    )
    app.post(
      '/payments/sandbox/sessions/:id/pay',
      {
        config: { rateLimit: { max: PAYMENTS_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Pay with a card (Luhn, expiry, CVC; test numbers decline)',
          params: sandboxSessionParamsSchema,
          body: sandboxPayBodySchema,
          response: {
            200: sandboxRedirectSchema,
            400: errorResponseSchema,
            402: errorResponseSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request) => paySandboxSession(deps, { id: request.params.id, body: request.body }),
    )
    app.post(
      '/payments/sandbox/sessions/:id/abandon',
      {
        schema: {
          tags,
          summary: 'Close the payment window without paying',
          params: sandboxSessionParamsSchema,
          response: {
            200: sandboxRedirectSchema,
            404: errorResponseSchema,
            409: errorResponseSchema,
          },
        },
      },
      async (request) => abandonSandboxSession(deps, request.params.id),
    )
    app.post(
      '/payments/sandbox/subscriptions/:id/advance',
      {
        schema: {
          tags,
          summary: 'Bill the next month of a sandbox subscription now',
          params: sandboxSessionParamsSchema,
          response: { 200: sandboxAdvanceResponseSchema, 404: errorResponseSchema },
        },
      },
      async (request) => advanceSandboxSubscription(deps, request.params.id),
    )
  }
}
