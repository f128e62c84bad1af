import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { errorResponseSchema } from '@kelp/core/http'
import {
  DOCUMENT_LIST_PATHS,
  documentDownloadParamsSchema,
  documentListQuerySchema,
  documentListSchema,
  signedUrlResponseSchema,
} from '@kelp/core/portfolio'
import { checkDownload, isLocalStorage } from '../../adapters/storage'
import { AppError } from '../../lib/app-error'
import { requestLocale } from '../../lib/locale'
import { requirePortfolioAccess } from '../auth'
import { contentTypeOf } from './file-types'
import { companyDocuments, documentSignedUrl } from './service'
import { SESSION_SECURITY } from '../auth'
import { DT } from './texts'
import { errorResponses } from '../../lib/error-responses'

const errors = errorResponses(400, 401, 403, 404)

const fileQuerySchema = z.object({
  name: z.string().max(300).optional(),
  expires: z.string().max(20).optional(),
  sig: z.string().max(200).optional(),
})

/** Document lists (product.md §7), signed download links and the local signed file route. */
export const documentRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['portfolio']
  const security = SESSION_SECURITY

  for (const [path, kind] of Object.entries(DOCUMENT_LIST_PATHS)) {
    app.get(
      `/portfolio/${path}`,
      {
        schema: {
          tags,
          security,
          summary: `The company's ${kind.replace('_', ' ')}s (page size 100)`,
          querystring: documentListQuerySchema,
          response: { 200: documentListSchema, ...errors },
        },
      },
      async (request) => {
        const caller = requirePortfolioAccess(request)
        const { page, perPage, year } = request.query
        return companyDocuments(app.deps, {
          companyId: caller.companyId,
          kind,
          year,
          page,
          perPage,
          locale: requestLocale(request),
        })
      },
    )
  }

  app.get(
    '/portfolio/documents/:companyId/:documentId/download',
    {
      schema: {
        tags,
        security,
        summary: 'A short-lived signed URL for one document (members of the owning company)',
        params: documentDownloadParamsSchema,
        response: { 200: signedUrlResponseSchema, ...errors },
      },
    },
    async (request) =>
      documentSignedUrl(app.deps, {
        callerCompanyId: requirePortfolioAccess(request).companyId,
        companyId: request.params.companyId,
        documentId: request.params.documentId,
      }),
  )

  app.get(
    '/files/*',
    {
      schema: {
        tags,
        summary: 'Serves a stored file for a valid, unexpired signature (local storage)',
        querystring: fileQuerySchema,
        response: { 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { storage } = app.deps
      if (!isLocalStorage(storage)) throw new AppError('not_found', DT.documentMissing)
      const key = (request.params as { '*': string })['*']
      const { name, expires, sig } = request.query
      if (!name || !expires || !sig || !/^\d+$/.test(expires)) {
        throw new AppError('forbidden', DT.linkInvalid)
      }
      const check = checkDownload(app.env.APP_SECRET, {
        key,
        fileName: name,
        expires: Number(expires),
        sig,
      })
      if (check === 'forged') throw new AppError('forbidden', DT.linkInvalid)
      if (check === 'expired') throw new AppError('forbidden', DT.linkExpired)
      let body: Buffer
      try {
        body = await storage.read(key)
      } catch {
        throw new AppError('not_found', DT.documentMissing)
      }
      return reply
        .header('content-type', contentTypeOf(name))
        .header('cache-control', 'private, no-store')
        .header(
          'content-disposition',
          `attachment; filename="${name.replace(/[^\w.-]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(body as never) // a Buffer skips the JSON serializer
    },
  )
}
