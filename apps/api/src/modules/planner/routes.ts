import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { plannerSettingsResponseSchema, plannerSettingsUpdateSchema } from '@kelp/core/planner'
import { requireAuth, SESSION_SECURITY } from '../auth'
import { getPlannerSettings, savePlannerSettings } from './service'
import { errorResponses } from '../../lib/error-responses'

const errors = errorResponses(400, 401)

/** The signed-in user's ATLAS planner settings; the web app autosaves with PUT. */
export const plannerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/planner/settings',
    {
      schema: {
        tags: ['planner'],
        summary: 'The signed-in user’s planner settings (defaults before the first save)',
        security: SESSION_SECURITY,
        response: { 200: plannerSettingsResponseSchema, ...errors },
      },
    },
    async (request) => getPlannerSettings(app.deps, { userId: requireAuth(request).userId }),
  )

  app.put(
    '/planner/settings',
    {
      schema: {
        tags: ['planner'],
        summary: 'Save the planner settings (years in order, percentages 0–100, emissions ≥ 0)',
        security: SESSION_SECURITY,
        body: plannerSettingsUpdateSchema,
        response: { 200: plannerSettingsResponseSchema, ...errors },
      },
    },
    async (request) =>
      savePlannerSettings(app.deps, {
        userId: requireAuth(request).userId,
        update: request.body,
      }),
  )
}
