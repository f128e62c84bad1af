import { defineCollection } from 'astro:content'
import { glob } from 'astro/loaders'
import { z } from 'astro/zod'

/**
 * The site's long-form content: one Markdown file per page and language, `<locale>/<slug>.md`,
 * with typed front matter checked at build. Every English page has its German counterpart and
 * every internal link points at a page that exists (src/lib/content-checks.ts).
 */
const page = z.object({
  /** Document title and meta description (SEO). */
  title: z.string().min(1),
  description: z.string().min(1),
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  lead: z.string().min(1),
})

export const collections = {
  legal: defineCollection({
    loader: glob({ pattern: '{en,de}/*.md', base: './src/content/legal' }),
    schema: page,
  }),
}
