import { describe, expect, it } from 'vitest'
import { COURSE_LESSON_COUNT, courseContent } from './index'

describe('e-mail course content', () => {
  const en = courseContent('en')
  const de = courseContent('de')

  it('has at least five numbered lessons, the same in both languages', () => {
    expect(COURSE_LESSON_COUNT).toBeGreaterThanOrEqual(5)
    expect(de.lessons.map((l) => l.number)).toEqual(en.lessons.map((l) => l.number))
    expect(en.lessons.map((l) => l.number)).toEqual(en.lessons.map((_, i) => i + 1))
    expect(de.lessons.map((l) => l.readMore.path)).toEqual(en.lessons.map((l) => l.readMore.path))
  })

  it('gives every lesson real text and concrete steps', () => {
    for (const lesson of [...en.lessons, ...de.lessons]) {
      expect(lesson.paragraphs.join(' ').length).toBeGreaterThan(1000)
      expect(lesson.actions.length).toBeGreaterThanOrEqual(3)
    }
  })

  it('never claims neutrality through credits (EU Directive 2024/825)', () => {
    const text = JSON.stringify([en, de]).toLowerCase()
    for (const claim of [
      'we are climate neutral',
      'become climate neutral',
      'wir sind klimaneutral',
    ]) {
      expect(text).not.toContain(claim)
    }
  })
})
