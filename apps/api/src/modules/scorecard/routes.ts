import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponseSchema } from '@kelp/core/http'
import {
  scorecardCreateBodySchema,
  scorecardIdParamsSchema,
  scorecardSchema,
  scorecardUpdateBodySchema,
} from '@kelp/core/scorecard'
import { requestLocale } from '../../lib/locale'
import { createScorecard, generateScorecard, getScorecard } from './service'

const SCORECARDS_PER_MINUTE = 30

/** The free scorecard (product.md §7): create, generate, and the public share view. */
export const scorecardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/scorecard',
    {
      config: { rateLimit: { max: SCORECARDS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['scorecard'],
        summary: 'Start a scorecard from the company e-mail and details',
        body: scorecardCreateBodySchema,
        response: { 201: scorecardSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const scorecard = await createScorecard(app.deps, {
        body: request.body,
        locale: requestLocale(request),
      })
      return reply.status(201).send(scorecard)
    },
  )

  app.put(
    '/scorecard/:id',
    {
      schema: {
        tags: ['scorecard'],
        summary: 'Generate the estimate (calculatedCosts, savings) from yearly emissions',
        params: scorecardIdParamsSchema,
        body: scorecardUpdateBodySchema,
        response: { 200: scorecardSchema, 400: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => generateScorecard(app.deps, { id: request.params.id, body: request.body }),
  )

  app.get(
    '/scorecard/:id',
    {
      schema: {
        tags: ['scorecard'],
        summary: 'The read-only scorecard behind a share link',
        params: scorecardIdParamsSchema,
        response: { 200: scorecardSchema, 404: errorResponseSchema },
      },
    },
    async (request) => getScorecard(app.deps, request.params.id),
  )
}
