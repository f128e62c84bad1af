import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponseSchema, healthResponseSchema, readyResponseSchema } from '@kelp/core/http'
import { AppError } from '../../lib/app-error'

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/health',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'The process is up',
        response: { 200: healthResponseSchema },
      },
    },
    async () => ({ status: 'ok' as const, uptimeSeconds: process.uptime() }),
  )

  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'The database answers',
        response: { 200: readyResponseSchema, 503: errorResponseSchema },
      },
    },
    async () => {
      try {
        await app.database.db.execute(sql`select 1`)
      } catch (err) {
        app.log.error({ err }, 'database not ready')
        throw new AppError('unavailable', {
          en: 'The database is not reachable.',
          de: 'Die Datenbank ist nicht erreichbar.',
        })
      }
      return { status: 'ready' as const, database: app.database.driver }
    },
  )
}
