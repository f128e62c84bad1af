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
 * Marketing pages rendered from content files by the generic page: those with a form. The other
 * content pages, the blog and the glossary are Markdown pages of apps/site (docs/decisions/135,
 * 136), whose customers page shows the case studies below, as the app's home page does.
 */
export const contentSlugs = ['course', 'contact'] as const

export type ContentSlug = (typeof contentSlugs)[number]

export type PagesContent = Record<ContentSlug, PageContent>

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
