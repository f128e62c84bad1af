import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import {
  healthResponseSchema,
  notReadyResponseSchema,
  readyResponseSchema,
  systemResponseSchema,
} from '@kelp/core/http'
import { isTestSystem, standInsInUse } from '../../config/profile'
import { runReadyChecks } from '../../plugins/readiness'
import { checkDatabase } from './service'

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

  app.readyChecks.set('database', () => checkDatabase(app.deps))
  app.get(
    '/ready',
    {
      config: { rateLimit: false },
      schema: {
        tags: ['health'],
        summary:
          'Every dependency this instance needs answers (503 names what is down; degraded: working on with a stand-in)',
        response: { 200: readyResponseSchema, 503: notReadyResponseSchema },
      },
    },
    async (_request, reply) => {
      const checks = await runReadyChecks(app.readyChecks)
      const down = Object.entries(checks).filter(([, check]) => !check.ok)
      if (down.length === 0) {
        const degraded = Object.values(checks).some((check) => check.degraded)
        const status = degraded ? ('degraded' as const) : ('ready' as const)
        return { status, database: app.database.driver, checks }
      }
      const message = `Not ready: ${down.map(([name, check]) => `${name} (${check.detail})`).join(', ')}`
      app.log.error({ checks }, message)
      return reply.code(503).send({ status: 'unavailable' as const, message, checks })
    },
  )
}
