import type { CourseContent } from './types'
import { courseDe } from './lessons-de'
import { courseEn } from './lessons-en'

export * from './schemas'
export type { CourseContent, CourseLesson } from './types'

/** The course in the reader's language (German for `de`, English otherwise). */
export function courseContent(locale: string): CourseContent {
  return locale === 'de' ? courseDe : courseEn
}

export const COURSE_LESSON_COUNT = courseEn.lessons.length
