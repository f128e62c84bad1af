import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  v1NoQuerySchema,
  v1ProjectListSchema,
  v1ProjectQuerySchema,
  v1ProjectSchema,
  v1QuoteBodySchema,
  v1QuoteSchema,
  v1SlugParamsSchema,
} from '@kelp/core/v1'
import { API_KEY_SECURITY, requireApiCaller } from '../api-keys'
import { getV1Project, listV1Projects } from './catalogue-service'
import { V1_ERRORS } from './errors'
import { quote } from './quote-service'
import { codeSamples } from './samples'

/** Catalogue reads and quotes (scope catalogue:read). */
export const v1CatalogueRoutes: FastifyPluginAsyncZod = async (app) => {
  const { deps } = app
  const guard = {
    onRequest: app.apiKeyGuard('catalogue:read'),
    config: { rateLimit: false as const },
  }
  const base = { tags: ['Catalogue'], security: API_KEY_SECURITY }

  app.get(
    '/projects',
    {
      ...guard,
      schema: {
        ...base,
        operationId: 'listProjects',
        summary: 'List projects with their vintages, availability and prices, a page at a time',
        description:
          'Issued and forward vintages with the kilograms the key may order (live stock for live keys, the sandbox for test keys) and the price per tonne, in name order. Filters combine (AND); vintage filters (issued, minAvailableKg, maxPriceCents) keep projects with a matching vintage and list only matching vintages. Unknown query parameters answer 400.',
        querystring: v1ProjectQuerySchema,
        response: { 200: v1ProjectListSchema, ...V1_ERRORS },
        'x-codeSamples': codeSamples('GET', '/projects'),
      },
    },
    async (request) =>
      listV1Projects(deps, { caller: requireApiCaller(request), query: request.query }),
  )

  app.get(
    '/projects/:slug',
    {
      ...guard,
      schema: {
        ...base,
        operationId: 'getProject',
        summary: 'One project with its vintages, availability and prices',
        params: v1SlugParamsSchema,
        querystring: v1NoQuerySchema,
        response: { 200: v1ProjectSchema, ...V1_ERRORS },
        'x-codeSamples': codeSamples('GET', '/projects/{slug}'),
      },
    },
    async (request) =>
      getV1Project(deps, { caller: requireApiCaller(request), slug: request.params.slug }),
  )

  app.post(
    '/quotes',
    {
      ...guard,
      schema: {
        ...base,
        operationId: 'createQuote',
        summary: 'Price tonnes or a budget, for one vintage or the ATLAS plan’s mix',
        description:
          'Nothing is reserved: an order re-checks prices and availability. With atlasPlan: true the mix follows the removal share the company’s ATLAS plan sets for this year.',
        querystring: v1NoQuerySchema,
        body: v1QuoteBodySchema,
        response: { 200: v1QuoteSchema, ...V1_ERRORS },
        'x-codeSamples': codeSamples('POST', '/quotes', { atlasPlan: true, budgetCents: 500000 }),
      },
    },
    async (request) => quote(deps, { caller: requireApiCaller(request), body: request.body }),
  )
}
