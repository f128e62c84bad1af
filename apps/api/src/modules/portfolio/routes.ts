import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { offerResponseSchema } from '@kelp/core/admin'
import {
  accessRequestBodySchema,
  adminViewQuerySchema,
  accessRequestResponseSchema,
  documentListQuerySchema,
  portfolioContactBodySchema,
  portfolioContactResponseSchema,
  portfolioOverviewSchema,
  portfolioQuerySchema,
  retireBodySchema,
  retirementListSchema,
  retirementSchema,
} from '@kelp/core/portfolio'
import { requestLocale } from '../../lib/locale'
import { sendJson, toJson } from '../../plugins/read-caches'
import { requireAuth, SESSION_SECURITY } from '../auth'
import { acceptOffer } from './accept-service'
import { requireCompanyAdmin, requirePortfolioAccess } from '../auth'
import { adminView, companyOverview } from './view-service'
import { requestAccess, submitContact } from './people-service'
import { retireHoldings, retirementPage } from './retirement-service'
import { errorResponses } from '../../lib/error-responses'
import { mailedDocumentRoutes } from './mailed-routes'

const errors = errorResponses(400, 401, 403, 404, 409, 410)

/** Portfolio and Portfolio Manager (product.md §7 names), scoped by the caller's company. */
export const portfolioRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['portfolio']
  const security = SESSION_SECURITY
  const overview = {
    schema: {
      tags,
      security,
      summary: 'Portfolio overview: aggregates, charts, holdings, open offer, years',
      querystring: portfolioQuerySchema,
      response: { 200: portfolioOverviewSchema, ...errors },
    },
  }
  for (const path of ['/portfolio', '/portfolio-manager']) {
    app.get(path, overview, async (request, reply) => {
      const caller = requirePortfolioAccess(request)
      const locale = requestLocale(request)
      const { year } = request.query
      const key = `${caller.companyId}:${year ?? 'all'}:${locale}:${caller.role}`
      const cached = await app.caches.portfolio.get(
        key,
        async () => {
          const view = await companyOverview(app.deps, { caller, locale, year })
          return {
            json: toJson(portfolioOverviewSchema, view),
            offerUntil: view.openOffer?.validUntil,
          }
        },
        // An open offer disappears from the overview when it expires, without any write.
        ({ offerUntil }) => (offerUntil ? Date.parse(offerUntil) - Date.now() : Infinity),
      )
      return sendJson(reply, cached.json)
    })
  }

  // product.md §7: an empty body. Clients that still announce JSON with nothing (or {}) in it are
  // accepted: this route reads no body, so its JSON parser only drains the request.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json')
    scope.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, _body, done) =>
      done(null, {}),
    )
    scope.post(
      '/portfolio-manager/acceptOffer',
      {
        schema: {
          tags,
          security,
          summary: "Accept the company's open offer (company admins)",
          response: { 200: offerResponseSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requireCompanyAdmin(request)
        // The request's logger, so a failed filing is logged with the request's id.
        const offer = await acceptOffer(
          { ...app.deps, log: request.log },
          {
            companyId: caller.companyId,
            userId: caller.userId,
            email: caller.email,
            locale: requestLocale(request),
          },
        )
        return { offer }
      },
    )
  })

  app.get(
    '/portfolio/retirement-certificates',
    {
      schema: {
        tags,
        security,
        summary: 'Retired certificates, newest first (page size 100)',
        querystring: documentListQuerySchema,
        response: { 200: retirementListSchema, ...errors },
      },
    },
    async (request) => {
      const caller = requirePortfolioAccess(request)
      const { page, perPage, year } = request.query
      return retirementPage(app.deps, { companyId: caller.companyId, year, page, perPage })
    },
  )

  app.post(
    '/portfolio/retirements',
    {
      schema: {
        tags,
        security,
        summary: 'Retire held credits; issues a certificate (company admins)',
        body: retireBodySchema,
        response: { 201: retirementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const caller = requireCompanyAdmin(request)
      const retirement = await retireHoldings(app.deps, {
        companyId: caller.companyId,
        actor: caller.email,
        body: request.body,
        locale: requestLocale(request),
      })
      return reply.status(201).send(retirement)
    },
  )

  app.post(
    '/portfolio/access-request',
    {
      schema: {
        tags,
        security,
        summary: 'Ask the company admins for portfolio access',
        body: accessRequestBodySchema,
        response: { 202: accessRequestResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const input = { auth: requireAuth(request), message: request.body.message }
      return reply.status(202).send(await requestAccess(app.deps, input))
    },
  )

  app.post(
    '/portfolio/contact',
    {
      config: { rateLimit: { max: 10, timeWindow: '1 minute' } },
      schema: {
        tags,
        summary: 'The Portfolio Manager contact modal (message optional)',
        body: portfolioContactBodySchema,
        response: { 201: portfolioContactResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const input = { body: request.body, locale: requestLocale(request) }
      return reply.status(201).send(await submitContact(app.deps, input))
    },
  )

  app.get(
    '/portfolio/admin',
    {
      schema: {
        tags,
        summary: 'Admin portfolio view identified by e-mail and a signed, expiring token',
        querystring: adminViewQuerySchema,
        response: { 200: portfolioOverviewSchema, ...errors },
      },
    },
    async (request) =>
      adminView(app.deps, { query: request.query, locale: requestLocale(request) }),
  )
  await app.register(mailedDocumentRoutes)
}
