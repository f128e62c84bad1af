import { Readable } from 'node:stream'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { errorResponseSchema } from '@kelp/core/http'
import { exportQuerySchema, type ExportQuery } from '@kelp/core/portfolio'
import { requestLocale } from '../../lib/locale'
import { SESSION_SECURITY } from '../auth'
import { requirePortfolioAccess } from '../auth'
import { exportFileName, XLSX_CONTENT_TYPE } from './export-rows'
import { exportCsv, exportXlsx } from './export-service'

/** Holdings and retirements as CSV (in the reader's convention) and as an Excel workbook. */
export const exportRoutes: FastifyPluginAsyncZod = async (app) => {
  const options = (format: string) => ({
    schema: {
      tags: ['portfolio'],
      security: SESSION_SECURITY,
      summary: `${format} export of holdings or retirements`,
      querystring: exportQuerySchema,
      response: { 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema },
    },
  })
  const exportRequest = (request: FastifyRequest, query: ExportQuery) => ({
    companyId: requirePortfolioAccess(request).companyId,
    kind: query.kind,
    year: query.year,
    locale: requestLocale(request),
  })
  const attachment = (name: string) => `attachment; filename="${name}"`

  app.get('/portfolio/export.csv', options('CSV'), async (request, reply) => {
    const r = exportRequest(request, request.query)
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachment(exportFileName(r.kind, r.year, 'csv')))
      .send(Readable.from(exportCsv(app.deps, r)) as never) // streamed, not serialized
  })

  app.get('/portfolio/export.xlsx', options('Excel (XLSX)'), async (request, reply) => {
    const r = exportRequest(request, request.query)
    const workbook = await exportXlsx(app.deps, r)
    return reply
      .header('content-type', XLSX_CONTENT_TYPE)
      .header('content-disposition', attachment(exportFileName(r.kind, r.year, 'xlsx')))
      .send(workbook as never)
  })
}
