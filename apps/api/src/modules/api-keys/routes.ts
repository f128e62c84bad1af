import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponseSchema } from '@kelp/core/http'
import {
  apiKeyListSchema,
  apiKeyParamsSchema,
  apiKeySchema,
  createApiKeyBodySchema,
  createdApiKeySchema,
} from '@kelp/core/api-keys'
import { SESSION_SECURITY } from '../auth'
import { requireCompanyAdmin } from '../auth'
import { createApiKey, listApiKeys, revokeApiKey } from './service'

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
}

/** The company admin manages the company's API keys with a session (Portfolio Manager). */
export const apiKeyRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app
  const base = { tags: ['api-keys'], security: SESSION_SECURITY }
  const writes = { config: { keepsReadCaches: true } }

  app.get(
    '/company/api-keys',
    {
      schema: {
        ...base,
        summary: "The company's API keys, newest first (secrets are never shown again)",
        response: { 200: apiKeyListSchema, ...errors },
      },
    },
    async (request) => ({ items: await listApiKeys(deps, requireCompanyAdmin(request).companyId) }),
  )

  app.post(
    '/company/api-keys',
    {
      ...writes,
      schema: {
        ...base,
        summary: 'Create an API key; the answer holds its secret, shown this once',
        body: createApiKeyBodySchema,
        response: { 201: createdApiKeySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await createApiKey(deps, { admin: requireCompanyAdmin(request), body: request.body }),
        ),
  )

  app.post(
    '/company/api-keys/:id/revoke',
    {
      ...writes,
      schema: {
        ...base,
        summary: 'Revoke an API key: it stops working at once',
        params: apiKeyParamsSchema,
        response: { 200: apiKeySchema, ...errors },
      },
    },
    async (request) =>
      revokeApiKey(deps, { admin: requireCompanyAdmin(request), id: request.params.id }),
  )
}
