import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  importLotsBodySchema,
  lotIdParamsSchema,
  lotImportResponseSchema,
  lotLedgerSchema,
  lotListSchema,
  lotSchema,
  recordLotBodySchema,
} from '@kelp/core/inventory'
import { errorResponses } from '../../lib/error-responses'
import { SESSION_SECURITY, staffActor, staffGuard } from '../auth'
import { importLots, listLotsWithBalances, lotLedger, recordOperatorLot } from './admin-service'

const errors = errorResponses(400, 401, 403, 404, 409)

/** The back-office's supply lots and ledger: operators only, every lot audited. */
export const inventoryAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin']
  const security = SESSION_SECURITY
  const guard = staffGuard(app.deps)

  app.get(
    '/admin/lots',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Supply lots with their ledger balances (kilograms)',
        querystring: z.object({ projectId: z.uuid().optional() }),
        response: { 200: lotListSchema, ...errors },
      },
    },
    async (request) => listLotsWithBalances(app.deps, { projectId: request.query.projectId }),
  )

  app.post(
    '/admin/lots',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'Record a supply lot from its registry issuance record and list it for sale',
        body: recordLotBodySchema,
        response: { 201: lotSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(
          await recordOperatorLot(app.deps, { actor: staffActor(request), body: request.body }),
        ),
  )

  app.post(
    '/admin/lots/import',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: "Record lots from a registry's CSV export (all rows or none)",
        body: importLotsBodySchema,
        response: { 201: lotImportResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await importLots(app.deps, { actor: staffActor(request), body: request.body })),
  )

  app.get(
    '/admin/lots/:lotId/ledger',
    {
      ...guard,
      schema: {
        tags,
        security,
        summary: 'A lot and every movement of it',
        params: lotIdParamsSchema,
        response: { 200: lotLedgerSchema, ...errors },
      },
    },
    async (request) => lotLedger(app.deps, { lotId: request.params.lotId }),
  )
}
