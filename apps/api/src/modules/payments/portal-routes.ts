import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  sandboxCardBodySchema,
  sandboxCardUpdatedSchema,
  sandboxPortalSchema,
  sandboxSessionParamsSchema,
} from '@kelp/core/contributions'
import { errorResponseSchema } from '@kelp/core/http'
import type { Sandbox } from '../../adapters/payments'
import { changeSandboxCard, getSandboxPortal } from './portal-service'

const CARD_CHANGES_PER_MINUTE = 30
const tags = ['payments-sandbox']

/** The sandbox customer portal (Stripe's billing portal stand-in); the session id is the key. */
export function sandboxPortalEndpoints(sandbox: Sandbox): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/payments/sandbox/portal/:id',
      {
        schema: {
          tags,
          summary: 'What the sandbox customer portal shows (card on file)',
          params: sandboxSessionParamsSchema,
          response: { 200: sandboxPortalSchema, 404: errorResponseSchema },
        },
      },
      async (request) => getSandboxPortal({ sandbox }, request.params.id),
    )
    app.post(
      '/payments/sandbox/portal/:id/payment-method',
      {
        config: { rateLimit: { max: CARD_CHANGES_PER_MINUTE, timeWindow: '1 minute' } },
        schema: {
          tags,
          summary: 'Put a new card on file (Luhn, expiry, CVC; test numbers decline)',
          params: sandboxSessionParamsSchema,
          body: sandboxCardBodySchema,
          response: {
            200: sandboxCardUpdatedSchema,
            400: errorResponseSchema,
            402: errorResponseSchema,
            404: errorResponseSchema,
          },
        },
      },
      async (request) =>
        changeSandboxCard({ sandbox }, { id: request.params.id, body: request.body }),
    )
  }
}
