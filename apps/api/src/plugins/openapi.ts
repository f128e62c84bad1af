import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance } from 'fastify'
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod'

/** OpenAPI generated from the routes' zod schemas; UI at /api/docs, JSON at /api/openapi.json. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Kelp API',
        description: 'Carbon-credit marketplace and climate-contribution platform',
        version: '0.1.0',
      },
      components: {
        securitySchemes: {
          bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          contributionToken: { type: 'apiKey', in: 'header', name: 'X-Contribution-Token' },
          apiKey: { type: 'http', scheme: 'bearer', description: 'kelp_test_… or kelp_live_…' },
        },
      },
    },
    transform: jsonSchemaTransform,
    // Schemas with a `meta({ id })` become named components that operations refer to.
    transformObject: jsonSchemaTransformObject,
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true })
  app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger())
}
