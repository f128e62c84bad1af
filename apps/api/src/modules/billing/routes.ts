import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { printableOnDocuments } from '@kelp/core/documents'
import { companyBillingResponseSchema, companyBillingSchema } from '@kelp/core/portfolio'
import { AppError } from '../../lib/app-error'
import { requestLocale } from '../../lib/locale'
import { requireStaff } from '../auth'
import { requireCompanyAdmin } from '../auth'
import { issueCreditNote } from './credit-note-service'
import { companyBilling, saveCompanyBilling } from './billing-service'
import { BT } from './texts'
import { errorResponses } from '../../lib/error-responses'

const errors = errorResponses(400, 401, 403, 404, 409)

const creditNoteBodySchema = z
  .object({ reason: z.string().trim().min(1).max(300).describe('Printed on the credit note') })
  .describe('CreditNoteBody')
const creditNoteResponseSchema = z
  .object({ number: z.string(), documentId: z.uuid() })
  .describe('CreditNote')

/** The buyer's billing details (company admins) and credit notes for refunds (operators). */
export const billingRoutes: FastifyPluginAsyncZod = async (app) => {
  const security = [{ bearer: [] }]

  app.get(
    '/portfolio/billing',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['portfolio'],
        security,
        summary: "The company's billing details for invoices (company admins)",
        response: { 200: companyBillingResponseSchema, ...errors },
      },
    },
    async (request) => companyBilling(app.deps, requireCompanyAdmin(request).companyId),
  )

  app.put(
    '/portfolio/billing',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['portfolio'],
        security,
        summary: "Set the company's billing details for invoices (company admins)",
        body: companyBillingSchema,
        response: { 200: companyBillingResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { companyId } = requireCompanyAdmin(request)
      return saveCompanyBilling(app.deps, { companyId, billing: request.body })
    },
  )

  app.post(
    '/admin/offers/:offerId/credit-note',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['admin'],
        security,
        summary: 'Refund an invoiced offer in full with a credit note (Kelp operators)',
        params: z.object({ offerId: z.uuid() }),
        body: creditNoteBodySchema,
        response: { 201: creditNoteResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const actor = (await requireStaff(app.deps, request)).email
      if (!printableOnDocuments(request.body.reason)) {
        throw new AppError('bad_request', BT.unprintableReason)
      }
      const note = await issueCreditNote(app.deps, {
        actor,
        offerId: request.params.offerId,
        reason: request.body.reason,
        locale: requestLocale(request),
      })
      return reply.status(201).send(note)
    },
  )
}
