import dynamic from 'next/dynamic'
import type { ComponentType } from 'react'
import type { ContentSlug } from '../../../content/types'

/*
 * Interactive or data-driven blocks that some content pages add below their text, named
 * through next/dynamic. Turbopack still ships their client code (≈ 3.5 KB) with every page
 * of the shared [slug] route (docs/decisions/012-marketing-js-budget.md).
 */
const ContactSection = dynamic(() =>
  import('./components/contact-section').then((m) => m.ContactSection),
)
const CourseSection = dynamic(() =>
  import('./components/course-section').then((m) => m.CourseSection),
)

export const pageExtras: Partial<Record<ContentSlug, ComponentType<{ locale: string }>>> = {
  contact: ContactSection,
  course: CourseSection,
}
