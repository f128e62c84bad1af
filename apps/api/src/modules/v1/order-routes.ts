import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  v1IdempotencyHeadersSchema,
  v1IdParamsSchema,
  v1ListQuerySchema,
  v1NoQuerySchema,
  v1OrderBodySchema,
  v1OrderListSchema,
  v1OrderSchema,
} from '@kelp/core/v1'
import { API_KEY_SECURITY, requireApiCaller } from '../api-keys'
import { V1_ERRORS } from './errors'
import { cancelV1Order, getV1Order, listV1Orders, placeV1Order } from './order-service'
import { codeSamples } from './samples'

const sampleOrder = {
  lines: [{ projectId: '0b6f1c2e-…', vintage: 2022, quantityKg: 5000 }],
  acceptForward: false,
  metadata: { shopOrder: '1042' },
}

/** Orders (scope orders:write; reading them needs the same scope). */
export const v1OrderRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app
  const guard = {
    onRequest: app.apiKeyGuard('orders:write'),
    config: { rateLimit: false as const },
  }
  const writes = { ...guard, config: { rateLimit: false as const, keepsReadCaches: true } }
  const base = { tags: ['Orders'], security: API_KEY_SECURITY }

  app.post(
    '/orders',
    {
      ...writes,
      schema: {
        ...base,
        operationId: 'placeOrder',
        summary: 'Place an order; the same Idempotency-Key answers with the same order',
        description:
          'Quantities in whole kilograms (live keys: multiples of 1000 kg while live stock is whole tonnes). Issued vintages, and forward ones only with acceptForward: true. 201 for a new order, 200 for a repeated key with the same body, 409 for a repeated key with another body. Test keys: the order is paid and delivered at once (order.placed, order.paid, order.delivered).',
        headers: v1IdempotencyHeadersSchema,
        querystring: v1NoQuerySchema,
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
        summary: 'The company’s orders, newest first, a page at a time',
        querystring: v1ListQuerySchema,
        response: { 200: v1OrderListSchema, ...V1_ERRORS },
        'x-codeSamples': codeSamples('GET', '/orders'),
      },
    },
    async (request) => listV1Orders(deps, { caller: requireApiCaller(request), ...request.query }),
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
        querystring: v1NoQuerySchema,
        response: { 200: v1OrderSchema, ...V1_ERRORS },
        'x-codeSamples': codeSamples('GET', '/orders/{id}'),
      },
    },
    async (request) =>
      getV1Order(deps, { caller: requireApiCaller(request), id: request.params.id }),
  )

  app.post(
    '/orders/:id/cancel',
    {
      ...writes,
      schema: {
        ...base,
        operationId: 'cancelOrder',
        summary: 'Cancel an unpaid order',
        description:
          'Only placed orders (not yet paid) can be cancelled; 409 otherwise. Sends order.cancelled. Sandbox orders are paid as they are placed, so cancelling one answers 409.',
        params: v1IdParamsSchema,
        querystring: v1NoQuerySchema,
        response: { 200: v1OrderSchema, ...V1_ERRORS },
        'x-codeSamples': codeSamples('POST', '/orders/{id}/cancel'),
      },
    },
    async (request) =>
      cancelV1Order(deps, { caller: requireApiCaller(request), id: request.params.id }),
  )
}
