import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  IDEMPOTENCY_HEADER,
  orderParamsSchema,
  orderResponseSchema,
  purchaseBodySchema,
  purchaseOptionsSchema,
  purchaseResponseSchema,
} from '@kelp/core/orbit'
import { errorResponses } from '../../lib/error-responses'
import { requestLocale } from '../../lib/locale'
import { requirePortfolioAccess, SESSION_SECURITY } from '../auth'
import { purchaseOptions } from './purchase-options'
import { companyOrder } from './purchase-admin'
import { purchaseCredits } from './purchase-service'

const errors = errorResponses(400, 401, 403, 404, 409, 503)

/** Self-service purchase from the cart: options, the purchase, and an order's state. */
export const purchaseRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orbit']
  const security = SESSION_SECURITY

  app.get(
    '/orbit/purchase-options',
    {
      schema: {
        tags,
        security,
        summary: 'Self-service limits, purchase rights and payment methods for the cart',
        response: { 200: purchaseOptionsSchema, ...errors },
      },
    },
    async (request) => purchaseOptions(app.deps, { caller: requirePortfolioAccess(request) }),
  )

  app.post(
    '/orbit/purchase',
    {
      config: { keepsReadCaches: true },
      schema: {
        tags,
        security,
        summary: 'Buy issued credits at list prices: Checkout (card, SEPA) or on invoice',
        body: purchaseBodySchema,
        response: { 200: purchaseResponseSchema, 201: purchaseResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const header = request.headers[IDEMPOTENCY_HEADER]
      const body =
        typeof header === 'string' && header.length >= 8 && header.length <= 100
          ? { ...request.body, idempotencyKey: header }
          : request.body
      const result = await purchaseCredits(app.deps, {
        caller: requirePortfolioAccess(request),
        body,
        locale: requestLocale(request),
      })
      return reply.status(result.replayed ? 200 : 201).send(result)
    },
  )

  app.get(
    '/orbit/orders/:id',
    {
      schema: {
        tags,
        security,
        summary: "One of the company's orders, with its payment state",
        params: orderParamsSchema,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) =>
      companyOrder(app.deps, { caller: requirePortfolioAccess(request), id: request.params.id }),
  )
}
