import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { certificateIdParamsSchema, certificateViewSchema } from '@kelp/core/certificates'
import { errorResponseSchema } from '@kelp/core/http'
import { verifyCertificate } from './verify-service'

/** Public: anyone holding a certificate's link (or QR code) can check its facts. */
export const certificateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/certificates/:id',
    {
      schema: {
        tags: ['certificates'],
        summary: 'The public facts of a retirement certificate (no sign-in)',
        params: certificateIdParamsSchema,
        response: {
          200: certificateViewSchema,
          400: errorResponseSchema,
          404: errorResponseSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'public, max-age=60')
      return verifyCertificate(app.deps, request.params.id)
    },
  )
}
