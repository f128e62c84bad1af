import type { ComponentType } from 'react'
import type { ContentSlug } from '../../../content/types'
import { CaseStudies } from './components/case-studies'
import { ContactSection } from './components/contact-section'
import { CourseSection } from './components/course-section'

/** Interactive or data-driven blocks that some content pages add below their text. */
export const pageExtras: Partial<Record<ContentSlug, ComponentType<{ locale: string }>>> = {
  customers: CaseStudies,
  contact: ContactSection,
  course: CourseSection,
}
