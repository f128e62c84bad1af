import { sql } from 'drizzle-orm'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  errorResponseSchema,
  healthResponseSchema,
  readyResponseSchema,
  systemResponseSchema,
} from '@kelp/core/http'
import { isTestSystem, standInsInUse } from '../../config/profile'
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

  // Public on purpose: the web app shows every visitor the test-system bar from it.
  const standIns = standInsInUse(app.env)
  const system = { testSystem: isTestSystem(standIns), standIns }
  app.get(
    '/system',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary: 'Which embedded stand-ins this system uses (a test system uses any)',
        response: { 200: systemResponseSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60')
      return system
    },
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
