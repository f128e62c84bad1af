import type { FastifyPluginAsync } from 'fastify'
import { v1CatalogueRoutes } from './catalogue-routes'
import { DOCS_CSS, v1DocsPage } from './docs-page'
import { v1Document } from './document'
import { registerV1Errors } from './errors'
import { v1OrderRoutes } from './order-routes'
import { v1RetirementRoutes } from './retirement-routes'
import { startSandboxConfirmer } from './sandbox-confirm'

/** The public API for companies under /api/v1, called with API keys; its own document and docs. */
export const v1Routes: FastifyPluginAsync = async (app) => {
  registerV1Errors(app)
  await app.register(v1CatalogueRoutes)
  await app.register(v1OrderRoutes)
  await app.register(v1RetirementRoutes)
  await startSandboxConfirmer(app)

  const docs = { schema: { hide: true }, config: { rateLimit: false } }
  let cached: { json: ReturnType<typeof v1Document>; html: string } | undefined
  const built = () => {
    if (!cached) {
      const json = v1Document(app)
      cached = { json, html: v1DocsPage(json) }
    }
    return cached
  }
  app.get('/openapi.json', docs, async () => built().json)
  app.get('/docs.css', docs, async (_request, reply) => reply.type('text/css').send(DOCS_CSS))
  app.get('/docs', docs, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(built().html),
  )
}
