import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  v1IdempotencyHeadersSchema,
  v1IdParamsSchema,
  v1OrderBodySchema,
  v1OrderListSchema,
  v1OrderSchema,
} from '@kelp/core/v1'
import { API_KEY_SECURITY, requireApiCaller } from '../api-keys'
import { V1_ERRORS } from './errors'
import { getV1Order, listV1Orders, placeV1Order } from './order-service'
import { codeSamples } from './samples'

const sampleOrder = {
  lines: [{ projectId: '0b6f1c2e-…', vintage: 2022, tonnes: 5 }],
  acceptForward: false,
}

/** Orders (scope orders:write; reading them needs the same scope). */
export const v1OrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app
  const guard = {
    onRequest: app.apiKeyGuard('orders:write'),
    config: { rateLimit: false as const },
  }
  const base = { tags: ['Orders'], security: API_KEY_SECURITY }

  app.post(
    '/orders',
    {
      ...guard,
      config: { rateLimit: false as const, keepsReadCaches: true },
      schema: {
        ...base,
        operationId: 'placeOrder',
        summary: 'Place an order; the same Idempotency-Key answers with the same order',
        description:
          'Issued vintages, and forward ones only with acceptForward: true (labelled, delivered once issued). 201 for a new order, 200 for a repeated key.',
        headers: v1IdempotencyHeadersSchema,
        body: v1OrderBodySchema,
        response: { 200: v1OrderSchema, 201: v1OrderSchema, ...V1_ERRORS },
        'x-codeSamples': codeSamples('POST', '/orders', sampleOrder, true),
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key']
      const result = await placeV1Order(deps, {
        caller: requireApiCaller(request),
        body: request.body,
        key,
      })
      return reply.status(result.replayed ? 200 : 201).send(result.order)
    },
  )

  app.get(
    '/orders',
    {
      ...guard,
      schema: {
        ...base,
        operationId: 'listOrders',
        summary: 'The company’s latest 100 orders and their states',
        response: { 200: v1OrderListSchema, ...V1_ERRORS },
        'x-codeSamples': codeSamples('GET', '/orders'),
      },
    },
    async (request) => ({ data: await listV1Orders(deps, requireApiCaller(request)) }),
  )

  app.get(
    '/orders/:id',
    {
      ...guard,
      schema: {
        ...base,
        operationId: 'getOrder',
        summary: 'One order and its state',
        params: v1IdParamsSchema,
        response: { 200: v1OrderSchema, ...V1_ERRORS },
        'x-codeSamples': codeSamples('GET', '/orders/{id}'),
      },
    },
    async (request) =>
      getV1Order(deps, { caller: requireApiCaller(request), id: request.params.id }),
  )
}
