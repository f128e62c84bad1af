/** Shapes of Kelp's long-form marketing content (docs/decisions/004-marketing-content.md). */

export interface ContentSection {
  heading: string
  paragraphs: string[]
  points?: string[]
}

export interface ContentLink {
  label: string
  href: string
}

export interface PageContent {
  /** Document title and meta description (SEO). */
  title: string
  description: string
  eyebrow: string
  heading: string
  lead: string
  sections: ContentSection[]
  cta?: ContentLink
}

/**
 * Marketing pages rendered from content files by the generic page. The legal pages (imprint,
 * terms, privacy policy) are static pages of apps/site (docs/decisions/135).
 */
export const contentSlugs = [
  'plan',
  'buy-credits',
  'manage-portfolio',
  'report',
  'course',
  'about',
  'contact',
  'customers',
] as const

export type ContentSlug = (typeof contentSlugs)[number]

export type PagesContent = Record<ContentSlug, PageContent>

export interface BlogArticle {
  slug: string
  title: string
  description: string
  /** ISO date (YYYY-MM-DD). */
  published: string
  readingMinutes: number
  sections: ContentSection[]
}

export interface GlossaryTerm {
  /** Stable anchor id, identical in both languages. */
  id: string
  term: string
  definition: string
}

export interface Webinar {
  id: string
  title: string
  summary: string
  /** ISO date-time in UTC. */
  startsAt: string
  durationMinutes: number
  speakerRole: string
}

export interface CaseStudy {
  id: string
  company: string
  sector: string
  quote: string
  result: string
}
