import { defineCollection } from 'astro:content'
import { glob } from 'astro/loaders'
import { z } from 'astro/zod'

/**
 * The site's long-form content: one Markdown file per page (or glossary term) and language,
 * `<collection>/<locale>/<slug>.md`, with typed front matter checked at build. Every English
 * entry has its German counterpart and every internal link points at a page that exists
 * (src/lib/content-checks.ts). Figures about the catalogue are written as `{criteria}` and filled
 * in from @kelp/core at build (src/lib/figures.ts), so no text states them twice.
 */
const hero = z.object({
  /** Document title and meta description (SEO). */
  title: z.string().min(1),
  description: z.string().min(1),
  eyebrow: z.string().min(1),
  heading: z.string().min(1),
  lead: z.string().min(1),
})

const localized = (collection: string) =>
  glob({ pattern: '{en,de}/*.md', base: `./src/content/${collection}` })

export const collections = {
  legal: defineCollection({ loader: localized('legal'), schema: hero }),
  /** Marketing pages: the hero, sections as `##` headings, paragraphs and lists, a call to action. */
  pages: defineCollection({
    loader: localized('pages'),
    schema: hero.extend({
      cta: z.object({ label: z.string().min(1), href: z.string().startsWith('/') }).optional(),
    }),
  }),
  blog: defineCollection({
    loader: localized('blog'),
    schema: z.object({
      title: z.string().min(1),
      description: z.string().min(1),
      published: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'an ISO date, YYYY-MM-DD'),
      readingMinutes: z.number().int().positive(),
    }),
  }),
  /** One term per file; the file name is its anchor, the same in both languages. */
  glossary: defineCollection({
    loader: localized('glossary'),
    schema: z.object({ term: z.string().min(1) }),
  }),
  /**
   * The webinars' texts, one YAML file per webinar and language named by its id; when each takes
   * place is the API's schedule (`WEBINAR_SCHEDULE` in @kelp/core), which the site joins them to.
   */
  /**
   * The customer stories, one YAML file per language (`en.yaml`, `de.yaml`) listing them in the
   * carousel's order; src/lib/case-studies.ts checks both tell the same stories in that order.
   */
  customers: defineCollection({
    loader: glob({ pattern: '{en,de}.yaml', base: './src/content/customers' }),
    schema: z.object({
      stories: z
        .array(
          z.object({
            id: z.string().regex(/^[a-z0-9-]+$/),
            company: z.string().min(1),
            sector: z.string().min(1),
            quote: z.string().min(1),
            result: z.string().min(1),
            /**
             * The customer's written consent to publish this story: who gave it, when, and
             * for what. A story without it is refused at build; no invented customers.
             */
            consent: z.object({
              givenBy: z.string().min(1),
              date: z.iso.date(),
              scope: z.string().min(1),
            }),
          }),
        )
        .describe('Real, consented customers only; empty until there are any'),
    }),
  }),
  webinars: defineCollection({
    loader: glob({ pattern: '{en,de}/*.yaml', base: './src/content/webinars' }),
    schema: z.object({
      title: z.string().min(1),
      summary: z.string().min(1),
      speakerRole: z.string().min(1),
    }),
  }),
}
