import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  creditLineBodySchema,
  creditLineResponseSchema,
  orderResponseSchema,
  selfServiceLimitsSchema,
} from '@kelp/core/orbit'
import { errorResponses } from '../../lib/error-responses'
import { SESSION_SECURITY, staffActor, staffGuard } from '../auth'
import {
  markInvoicePaid,
  readCreditLine,
  readLimits,
  setCreditLine,
  setLimits,
} from './purchase-admin'

const errors = errorResponses(400, 401, 403, 404)
const companyParams = z.object({ companyId: z.uuid() })
const orderParams = z.object({ orderId: z.uuid() })

/** The operator's self-service settings: limits per order, invoice credit lines. */
export const purchaseAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin']
  const security = SESSION_SECURITY
  const guard = staffGuard(app.deps)
  const limits = { 200: selfServiceLimitsSchema, ...errors }
  const credit = { 200: creditLineResponseSchema, ...errors }

  app.get(
    '/admin/self-service/limits',
    { ...guard, schema: { tags, security, summary: 'Self-service limits', response: limits } },
    async () => readLimits(app.deps),
  )
  app.put(
    '/admin/self-service/limits',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Set the self-service limits per order',
        body: selfServiceLimitsSchema,
        response: limits,
      },
    },
    async (request) => setLimits(app.deps, { actor: staffActor(request), limits: request.body }),
  )
  app.get(
    '/admin/companies/:companyId/credit-line',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Invoice credit line',
        params: companyParams,
        response: credit,
      },
    },
    async (request) => readCreditLine(app.deps, request.params),
  )
  app.put(
    '/admin/companies/:companyId/credit-line',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Approve buying on invoice up to a limit of unpaid invoices',
        params: companyParams,
        body: creditLineBodySchema,
        response: credit,
      },
    },
    async (request) =>
      setCreditLine(app.deps, {
        actor: staffActor(request),
        companyId: request.params.companyId,
        limitCents: request.body.limitCents,
      }),
  )
  app.delete(
    '/admin/companies/:companyId/credit-line',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Withdraw the invoice approval',
        params: companyParams,
        response: credit,
      },
    },
    async (request) =>
      setCreditLine(app.deps, {
        actor: staffActor(request),
        companyId: request.params.companyId,
        limitCents: null,
      }),
  )
  app.post(
    '/admin/orders/:orderId/invoice-paid',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: "Record an on-invoice order's payment (frees its credit line)",
        params: orderParams,
        response: { 200: orderResponseSchema, ...errors },
      },
    },
    async (request) =>
      markInvoicePaid(app.deps, { actor: staffActor(request), orderId: request.params.orderId }),
  )
}
