import multipart from '@fastify/multipart'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  adminCompanyListSchema,
  adminOrderListQuerySchema,
  adminOrderListSchema,
  adminRetireBodySchema,
  adminViewLinkBodySchema,
  adminViewLinkResponseSchema,
  auditListSchema,
  auditQuerySchema,
  companyIdParamsSchema,
  createOfferBodySchema,
  inventoryListSchema,
  inventoryQuerySchema,
  inventoryRowResponseSchema,
  offerResponseSchema,
  orderIdParamsSchema,
  staffMeSchema,
  updateInventoryBodySchema,
  uploadDocumentResponseSchema,
  vintageIdParamsSchema,
} from '@kelp/core/admin'
import { retirementSchema } from '@kelp/core/portfolio'
import { requestLocale } from '../../lib/locale'
import { retireHoldings } from '../portfolio'
import { readAuditLog } from './audit-log'
import {
  createOffer,
  listCompanies,
  listInventory,
  listOrders,
  updateInventory,
  uploadDocument,
} from './service'
import { staffActor, staffGuard } from '../auth'
import { ensureStaff } from './staff'
import { readUpload, UPLOAD_BODY_LIMIT, UPLOAD_LIMITS } from './upload'
import { createViewLink } from './view-link'
import { SESSION_SECURITY } from '../auth'
import { errorResponses } from '../../lib/error-responses'

const errors = errorResponses(400, 401, 403, 404, 409, 413)

const page = (total: number, q: { page: number; perPage: number }) => ({
  page: q.page,
  perPage: q.perPage,
  total,
  pageCount: Math.ceil(total / q.perPage),
})

/** The operator back-office API: staff only, every write audited. */
export const adminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin']
  const security = SESSION_SECURITY
  const guard = staffGuard(app.deps)

  const bootstrap = app.env.KELP_BOOTSTRAP_STAFF_EMAIL
  if (bootstrap)
    app.addHook(
      'onReady',
      async () => void (await ensureStaff(app.deps, { email: bootstrap, actor: 'system' })),
    )

  app.get(
    '/admin/me',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Am I an operator?',
        response: { 200: staffMeSchema, ...errors },
      },
    },
    async (request) => ({ staff: true as const, email: staffActor(request) }),
  )

  app.get(
    '/admin/companies',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Companies',
        response: { 200: adminCompanyListSchema, ...errors },
      },
    },
    async () => listCompanies(app.deps),
  )

  app.get(
    '/admin/orders',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Orders of every company',
        querystring: adminOrderListQuerySchema,
        response: { 200: adminOrderListSchema, ...errors },
      },
    },
    async (request) => listOrders(app.deps, request.query),
  )

  app.post(
    '/admin/orders/:orderId/offer',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Turn an order into an offer',
        params: orderIdParamsSchema,
        body: createOfferBodySchema,
        response: { 201: offerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = staffActor(request)
      return reply.status(201).send(
        await createOffer(app.deps, {
          actor,
          orderId: request.params.orderId,
          body: request.body,
        }),
      )
    },
  )

  // Uploads are multipart streams, parsed only on this plugin's routes and only after the
  // staff check (the handler reads the parts).
  await app.register(multipart, { limits: UPLOAD_LIMITS })
  app.post(
    '/admin/documents',
    {
      ...guard,
      bodyLimit: UPLOAD_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Upload a document for a company',
        description:
          'multipart/form-data: fields companyId, kind, year, title, titleDe (optional) and the ' +
          'file in the part "file" (at most 50 MB; its content must match its extension).',
        consumes: ['multipart/form-data'],
        response: { 201: uploadDocumentResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = staffActor(request)
      const upload = await readUpload(request)
      return reply
        .status(201)
        .send(await uploadDocument(app.deps, { actor, upload, locale: requestLocale(request) }))
    },
  )

  app.post(
    '/admin/companies/:companyId/retirements',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: "Retire a company's held credits",
        params: companyIdParamsSchema,
        body: adminRetireBodySchema,
        response: { 201: retirementSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = staffActor(request)
      return reply.status(201).send(
        await retireHoldings(app.deps, {
          companyId: request.params.companyId,
          actor,
          body: request.body,
          locale: requestLocale(request),
        }),
      )
    },
  )

  app.get(
    '/admin/inventory',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Project vintages: credits and prices',
        querystring: inventoryQuerySchema,
        response: { 200: inventoryListSchema, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await listInventory(app.deps, request.query)
      return { items, ...page(total, request.query) }
    },
  )

  app.patch(
    '/admin/inventory/:vintageId',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Set credits available and/or price of a vintage',
        params: vintageIdParamsSchema,
        body: updateInventoryBodySchema,
        response: { 200: inventoryRowResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = staffActor(request)
      return updateInventory(app.deps, {
        actor,
        vintageId: request.params.vintageId,
        changes: request.body,
      })
    },
  )

  app.get(
    '/admin/audit-log',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Operator actions, newest first',
        querystring: auditQuerySchema,
        response: { 200: auditListSchema, ...errors },
      },
    },
    async (request) => {
      const { items, total } = await readAuditLog(app.deps, request.query)
      return { items, ...page(total, request.query) }
    },
  )

  app.post(
    '/admin/portfolio-links',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Create a signed, expiring admin portfolio-view link',
        body: adminViewLinkBodySchema,
        response: { 201: adminViewLinkResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const link = await createViewLink(app.deps, { actor: staffActor(request), ...request.body })
      return reply.status(201).send(link)
    },
  )
}
