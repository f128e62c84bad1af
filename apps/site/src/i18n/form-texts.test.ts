import { FIELD_ERRORS } from '@kelp/ui'
import { describe, expect, it } from 'vitest'
import {
  contactFormTexts,
  courseSignupTexts,
  courseUnsubscribeTexts,
  webinarRegistrationTexts,
} from './form-texts'

const builders = [
  contactFormTexts,
  courseSignupTexts,
  courseUnsubscribeTexts,
  webinarRegistrationTexts,
]
const strings = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Object.values(value as object).flatMap(strings)

describe("the marketing forms' texts", () => {
  it('resolve every text in English and German from the catalogues', () => {
    for (const locale of ['en', 'de'] as const) {
      for (const build of builders) {
        for (const text of strings(build(locale))) {
          expect(text, build.name).not.toMatch(/^(common|contact|course|webinars)\.[\w.]+$/)
        }
      }
    }
  })

  it('give every field error its text, the phone its own', () => {
    const texts = contactFormTexts('de')
    expect(Object.keys(texts.errors).sort()).toEqual([...FIELD_ERRORS].sort())
    expect(texts.errors.email_business_required).toBe(
      'Bitte verwenden Sie Ihre Unternehmens-E-Mail-Adresse.',
    )
    expect(texts.errors.phone).toBe('Bitte geben Sie eine gültige Telefonnummer ein.')
    expect(texts.errors.required).toBe('*Dies ist ein Pflichtfeld')
    expect(contactFormTexts('keys').errors.phone).toBe('contact.form.phoneInvalid')
    expect(courseSignupTexts('keys').success.resumed).toBe('course.form.success.resumed')
  })
})
