import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  confirmRetirementBodySchema,
  confirmRetirementCsvBodySchema,
  pendingRetirementListSchema,
  pendingRetirementQuerySchema,
  retirementIdParamsSchema,
  vintageIdParamsSchema,
  vintageIssuedResponseSchema,
} from '@kelp/core/admin'
import { retirementSchema } from '@kelp/core/portfolio'
import { z } from 'zod'
import { requestLocale } from '../../lib/locale'
import { confirmRetirement, confirmRetirementsFromCsv } from '../portfolio'
import { pendingRetirements } from '../portfolio'
import { recordIssuance } from './issuance'
import { SESSION_SECURITY } from '../auth'
import { staffActor, staffGuard } from '../auth'
import { errorResponses } from '../../lib/error-responses'

const errors = errorResponses(400, 401, 403, 404, 409)

/** Back-office: what the registry reports (issued vintages, retirement serials); staff only. */
export const adminRetirementRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin']
  const security = SESSION_SECURITY
  const guard = staffGuard(app.deps)
  const confirmer = (request: Parameters<typeof requestLocale>[0]) => ({
    actor: staffActor(request),
    locale: requestLocale(request),
  })

  app.get(
    '/admin/retirements/requested',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Retirements awaiting the registry’s serials, oldest first',
        querystring: pendingRetirementQuerySchema,
        response: { 200: pendingRetirementListSchema, ...errors },
      },
    },
    async (request) => pendingRetirements(app.deps, request.query),
  )

  app.post(
    '/admin/retirements/:retirementId/confirm',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: "Record the registry's serial range and retirement reference",
        params: retirementIdParamsSchema,
        body: confirmRetirementBodySchema,
        response: { 200: retirementSchema, ...errors },
      },
    },
    async (request) => {
      return confirmRetirement(app.deps, {
        ...confirmer(request),
        retirementId: request.params.retirementId,
        body: request.body,
      })
    },
  )

  app.post(
    '/admin/retirements/confirm-csv',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Confirm retirements from a registry CSV export (all rows or none)',
        body: confirmRetirementCsvBodySchema,
        response: { 200: z.object({ items: z.array(retirementSchema) }), ...errors },
      },
    },
    async (request) => {
      const input = { ...confirmer(request), csv: request.body.csv }
      return { items: await confirmRetirementsFromCsv(app.deps, input) }
    },
  )

  app.post(
    '/admin/inventory/:vintageId/issued',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Record that the registry issued a forward vintage (delivers forward purchases)',
        params: vintageIdParamsSchema,
        response: { 200: vintageIssuedResponseSchema, ...errors },
      },
    },
    async (request) => {
      const actor = staffActor(request)
      const done = await recordIssuance(app.deps, { actor, vintageId: request.params.vintageId })
      return { ...done, status: 'issued' as const }
    },
  )
}
