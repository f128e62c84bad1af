import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponseSchema } from '@kelp/core/http'
import {
  createdWebhookEndpointSchema,
  createWebhookEndpointBodySchema,
  updateWebhookEndpointBodySchema,
  webhookDeliveryListSchema,
  webhookDeliveryParamsSchema,
  webhookDeliveryResponseSchema,
  webhookEndpointListSchema,
  webhookEndpointParamsSchema,
  webhookEndpointSchema,
} from '@kelp/core/webhooks'
import { z } from 'zod'
import { SESSION_SECURITY } from '../auth'
import { requireCompanyAdmin } from '../auth'
import * as service from './service'
import { startDeliveryWorker } from './worker'

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
}

/** The company admin's webhook endpoints and their deliveries (Portfolio Manager). */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app
  await startDeliveryWorker(app, deps)
  const common = { tags: ['webhooks'], security: SESSION_SECURITY }
  const endpointParams = webhookEndpointParamsSchema

  app.get(
    '/webhooks/endpoints',
    {
      schema: {
        ...common,
        summary: "The company's webhook endpoints (company admins)",
        response: { 200: webhookEndpointListSchema, ...errors },
      },
    },
    async (request) => service.listEndpoints(deps, requireCompanyAdmin(request)),
  )

  app.post(
    '/webhooks/endpoints',
    {
      schema: {
        ...common,
        summary: 'Register an endpoint; the answer holds its signing secret, shown only once',
        body: createWebhookEndpointBodySchema,
        response: { 201: createdWebhookEndpointSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await service.createEndpoint(deps, {
        caller: requireCompanyAdmin(request),
        body: request.body,
      })
      return reply.status(201).send(created)
    },
  )

  app.patch(
    '/webhooks/endpoints/:endpointId',
    {
      schema: {
        ...common,
        summary: 'Enable or disable an endpoint',
        params: endpointParams,
        body: updateWebhookEndpointBodySchema,
        response: { 200: z.object({ endpoint: webhookEndpointSchema }), ...errors },
      },
    },
    async (request) =>
      service.setEndpointEnabled(deps, {
        caller: requireCompanyAdmin(request),
        endpointId: request.params.endpointId,
        enabled: request.body.enabled,
      }),
  )

  app.delete(
    '/webhooks/endpoints/:endpointId',
    {
      schema: {
        ...common,
        summary: 'Delete an endpoint and its delivery history',
        params: endpointParams,
        response: { 204: z.null().describe('Deleted'), ...errors },
      },
    },
    async (request, reply) => {
      await service.deleteEndpoint(deps, {
        caller: requireCompanyAdmin(request),
        endpointId: request.params.endpointId,
      })
      return reply.status(204).send(null)
    },
  )

  app.get(
    '/webhooks/endpoints/:endpointId/deliveries',
    {
      schema: {
        ...common,
        summary: "An endpoint's newest deliveries with every attempt",
        params: endpointParams,
        response: { 200: webhookDeliveryListSchema, ...errors },
      },
    },
    async (request) =>
      service.listDeliveries(deps, {
        caller: requireCompanyAdmin(request),
        endpointId: request.params.endpointId,
      }),
  )

  app.post(
    '/webhooks/deliveries/:deliveryId/replay',
    {
      schema: {
        ...common,
        summary: 'Send a delivery’s event again (a new delivery with the same body)',
        params: webhookDeliveryParamsSchema,
        response: { 202: webhookDeliveryResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = requireCompanyAdmin(request)
      const replay = await service.replayDelivery(deps, {
        caller,
        deliveryId: request.params.deliveryId,
      })
      return reply.status(202).send(replay)
    },
  )
}
