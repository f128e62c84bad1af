import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { devMailListSchema, devMailQuerySchema } from '@kelp/core/dev-mail'
import { errorResponseSchema } from '@kelp/core/http'
import { listOutbox } from '../../adapters/mail'

/** The development mailbox; registered only when DEV_MAILBOX is on. */
export const devMailRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dev/mail',
    {
      schema: {
        tags: ['dev'],
        summary: 'Mail stored in the outbox, newest first (development only)',
        querystring: devMailQuerySchema,
        response: { 200: devMailListSchema, 429: errorResponseSchema },
      },
    },
    async (request) => {
      const rows = await listOutbox(app.database.db, { to: request.query.to })
      return { mails: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })) }
    },
  )
}
