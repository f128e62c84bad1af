import { z } from 'zod'

/** GET /api/projects-sitemap: every project page a search engine may list. */
export const projectSitemapSchema = z
  .object({
    slugs: z.array(z.string()).describe('Every project’s slug, in a stable order'),
  })
  .describe('ProjectSitemap')
export type ProjectSitemap = z.infer<typeof projectSitemapSchema>
