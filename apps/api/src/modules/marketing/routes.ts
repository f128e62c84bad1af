import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponseSchema } from '@kelp/core/http'
import {
  contactBodySchema,
  contactResponseSchema,
  webinarParamsSchema,
  webinarRegistrationBodySchema,
  webinarRegistrationResponseSchema,
} from '@kelp/core/marketing'
import { requestLocale } from '../../lib/locale'
import { createContactRequest } from './service'
import { registerForWebinar } from './webinars'

/** Each request mails two people; keep it well below the global limit. */
const CONTACT_REQUESTS_PER_MINUTE = 20

/** Marketing site forms: the contact form and webinar registration. */
export const marketingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/contact',
    {
      config: { rateLimit: { max: CONTACT_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['marketing'],
        summary: 'Send a contact request to the sales team and confirm it to the sender',
        body: contactBodySchema,
        response: {
          201: contactResponseSchema,
          400: errorResponseSchema,
          429: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await createContactRequest(app.deps, {
        body: request.body,
        locale: requestLocale(request),
      })
      return reply.status(201).send(result)
    },
  )

  app.post(
    '/webinars/:id/registrations',
    {
      config: { rateLimit: { max: CONTACT_REQUESTS_PER_MINUTE, timeWindow: '1 minute' } },
      schema: {
        tags: ['marketing'],
        summary: 'Register for an upcoming webinar; a confirmation is mailed',
        params: webinarParamsSchema,
        body: webinarRegistrationBodySchema,
        response: {
          201: webinarRegistrationResponseSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      const result = await registerForWebinar(app.deps, {
        webinarId: request.params.id,
        body: request.body,
        locale: requestLocale(request),
      })
      return reply.status(201).send(result)
    },
  )
}
