import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponses } from '../../lib/error-responses'
import { openMailedDocument } from './mailed-documents'

const errors = errorResponses(403, 404)

/** The documents mail links to: a signed link redirects to a short-lived download. */
export const mailedDocumentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/portfolio/mailed/:kind/:id',
    {
      schema: {
        tags: ['portfolio'],
        summary: 'Opens an invoice or certificate linked from a mail (signed link, no session)',
        params: z.object({ kind: z.enum(['invoice', 'document']), id: z.uuid() }),
        querystring: z.object({
          sig: z.string().max(200).default(''),
          locale: z.enum(['en', 'de']).optional().describe('Language of an error message'),
        }),
        response: { 302: z.null().describe('Redirect to the document'), ...errors },
      },
    },
    async (request, reply) => {
      const url = await openMailedDocument(app.deps, {
        ...request.params,
        sig: request.query.sig,
      })
      return reply.header('cache-control', 'private, no-store').redirect(url)
    },
  )
}
