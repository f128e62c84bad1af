import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponseSchema } from '@kelp/core/http'
import {
  projectDetailQuerySchema,
  projectDetailSchema,
  projectEnquiryBodySchema,
  projectEnquiryResponseSchema,
  projectIdParamsSchema,
  projectListQuerySchema,
  projectListResponseSchema,
  projectSlugParamsSchema,
} from '@kelp/core/projects'
import { requestLocale } from '../../lib/locale'
import { sendJson, toJson } from '../../plugins/read-caches'
import { createEnquiry, getProject, listProjects } from './service'

/** Enquiries mail two people each; keep them well below the global read limit. */
const ENQUIRIES_PER_MINUTE = 30

/**
 * Catalogue reads are public and the same for everyone in a locale: browsers and CDNs may
 * reuse them for a minute and serve a stale copy while revalidating (inventory moves only
 * when an offer is accepted, and the order is checked against live inventory anyway).
 */
const CATALOGUE_CACHE = 'public, max-age=60, stale-while-revalidate=300'

function cacheable(reply: FastifyReply) {
  const vary = reply.getHeader('vary')
  reply.header('cache-control', CATALOGUE_CACHE)
  reply.header('vary', vary ? `${String(vary)}, Accept-Language` : 'Accept-Language')
}

/** The marketplace catalogue: public reads (global per-IP rate limit) and enquiries. */
export const projectRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects',
    {
      schema: {
        tags: ['projects'],
        summary: 'List projects with filters, sort, pagination and facet counts',
        querystring: projectListQuerySchema,
        response: { 200: projectListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request)
      const json = await app.caches.catalogue.get(
        `list:${locale}:${JSON.stringify(request.query)}`,
        async () =>
          toJson(
            projectListResponseSchema,
            await listProjects(app.deps, { query: request.query, locale }),
          ),
      )
      cacheable(reply)
      return sendJson(reply, json)
    },
  )

  app.get(
    '/projects/:slug',
    {
      schema: {
        tags: ['projects'],
        summary: 'One project in the request locale (Accept-Language or ?locale)',
        params: projectSlugParamsSchema,
        querystring: projectDetailQuerySchema,
        response: { 200: projectDetailSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const locale = requestLocale(request)
      const { slug } = request.params
      const json = await app.caches.catalogue.get(`project:${locale}:${slug}`, async () =>
        toJson(projectDetailSchema, await getProject(app.deps, { slug, locale })),
      )
      cacheable(reply)
      return sendJson(reply, json)
    },
  )

  app.post(
    '/projects/:id/enquiries',
    {
      config: { rateLimit: { max: ENQUIRIES_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['projects'],
        summary: 'Send an enquiry about a project to the sales team',
        params: projectIdParamsSchema,
        body: projectEnquiryBodySchema,
        response: {
          201: projectEnquiryResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await createEnquiry(app.deps, {
        projectId: request.params.id,
        body: request.body,
        locale: requestLocale(request),
      })
      return reply.status(201).send(result)
    },
  )
}
