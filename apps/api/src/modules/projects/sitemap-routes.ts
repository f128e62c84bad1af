import { projectSitemapSchema } from '@kelp/core/projects'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { projectSitemap } from './sitemap-service'

/** The project pages' part of the sitemap (the web app writes the XML): public, cacheable. */
export const projectSitemapRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/projects-sitemap',
    {
      schema: {
        tags: ['projects'],
        summary: 'Every project’s slug, for the sitemap of public project pages',
        response: { 200: projectSitemapSchema },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=3600')
      return projectSitemap(app.deps)
    },
  )
}
