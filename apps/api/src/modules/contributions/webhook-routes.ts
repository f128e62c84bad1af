import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { webhookResponseSchema } from '@kelp/core/contributions'
import { errorResponseSchema } from '@kelp/core/http'
import type { ContributionDeps } from './deps'
import { handleWebhook } from './webhook-service'

/** POST /api/stripe/webhook: the raw body is needed for the signature, so JSON stays text here. */
export function webhookEndpoint(deps: ContributionDeps): FastifyPluginAsyncZod {
  return async (app) => {
    app.removeContentTypeParser('application/json')
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) =>
      done(null, body),
    )
    app.post(
      '/stripe/webhook',
      {
        config: { rateLimit: false },
        schema: {
          tags: ['contributions'],
          summary: 'Payment provider events (Stripe-Signature verified, processed once per id)',
          response: { 200: webhookResponseSchema, 400: errorResponseSchema },
        },
      },
      async (request) => {
        const signature = request.headers['stripe-signature']
        await handleWebhook(deps, {
          raw: typeof request.body === 'string' ? request.body : '',
          signature: typeof signature === 'string' ? signature : undefined,
        })
        return { received: true as const }
      },
    )
  }
}
