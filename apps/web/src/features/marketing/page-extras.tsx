import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
import type { ContentSlug } from '../../../content/types'

/*
 * Interactive or data-driven blocks that some content pages add below their text. Loaded
 * with next/dynamic so each block's client code (forms, carousel) ships only with the page
 * that shows it, not with every page of the shared [slug] route (docs/decisions/012).
 */
const CaseStudies = dynamic(() => import('./components/case-studies').then((m) => m.CaseStudies))
const ContactSection = dynamic(() =>
  import('./components/contact-section').then((m) => m.ContactSection),
)
const CourseSection = dynamic(() =>
  import('./components/course-section').then((m) => m.CourseSection),
)

export const pageExtras: Partial<Record<ContentSlug, ComponentType<{ locale: string }>>> = {
  customers: CaseStudies,
  contact: ContactSection,
  course: CourseSection,
}
