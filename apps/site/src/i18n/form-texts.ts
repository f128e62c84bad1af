import { courseEnrolmentResponseSchema } from '@kelp/core/course'
import { FIELD_ERRORS } from '@kelp/ui'
import type { ContactFormTexts } from '../islands/forms/contact-form'
import type { CourseSignupTexts } from '../islands/forms/course-signup-form'
import type { CourseUnsubscribeTexts } from '../islands/forms/course-unsubscribe'
import type { SharedFormTexts } from '../islands/forms/use-site-form'
import type { WebinarRegistrationTexts } from '../islands/forms/webinar-registration'
import type { SiteLocale } from './locales'
import { translator, type Translate } from './translate'

/** The marketing forms' texts, resolved at build from the catalogues the app's forms read. */

/** Each field error's text: `common.error.<code>`, the phone's from `contact.form`. */
function shared(locale: SiteLocale): SharedFormTexts {
  const error = translator(locale, 'common')
  const contact = translator(locale, 'contact')
  return {
    errors: Object.fromEntries(
      FIELD_ERRORS.map((code) => [
        code,
        code === 'phone' ? contact('form.phoneInvalid') : error(`error.${code}`),
      ]),
    ) as SharedFormTexts['errors'],
    somethingWrong: error('error.something_wrong'),
  }
}

/** `keys` read under `form.` of one namespace. */
function formTexts<K extends string>(t: Translate, keys: readonly K[]): Record<K, string> {
  return Object.fromEntries(keys.map((key) => [key, t(`form.${key}`)])) as Record<K, string>
}

const CONTACT_KEYS = [
  'title',
  'firstName',
  'lastName',
  'email',
  'phone',
  'message',
  'consent',
  'submit',
  'sending',
  'successTitle',
  'successBody',
] as const

export function contactFormTexts(locale: SiteLocale): ContactFormTexts {
  return { ...shared(locale), ...formTexts(translator(locale, 'contact'), CONTACT_KEYS) }
}

const COURSE_KEYS = ['title', 'firstName', 'email', 'consent', 'submit', 'sending'] as const

export function courseSignupTexts(locale: SiteLocale): CourseSignupTexts {
  const t = translator(locale, 'course')
  return {
    ...shared(locale),
    ...formTexts(t, COURSE_KEYS),
    success: Object.fromEntries(
      courseEnrolmentResponseSchema.shape.status.options.map((status) => [
        status,
        t(`form.success.${status}`),
      ]),
    ) as CourseSignupTexts['success'],
  }
}

export function courseUnsubscribeTexts(locale: SiteLocale): CourseUnsubscribeTexts {
  const t = translator(locale, 'course')
  const keys = ['button', 'sending', 'done', 'resubscribe', 'missing'] as const
  return {
    ...(Object.fromEntries(keys.map((key) => [key, t(`unsubscribe.${key}`)])) as Record<
      (typeof keys)[number],
      string
    >),
    somethingWrong: shared(locale).somethingWrong,
  }
}

const WEBINAR_KEYS = [
  'title',
  'webinar',
  'firstName',
  'lastName',
  'email',
  'consent',
  'submit',
  'sending',
  'success',
] as const

export function webinarRegistrationTexts(locale: SiteLocale): WebinarRegistrationTexts {
  return { ...shared(locale), ...formTexts(translator(locale, 'webinars'), WEBINAR_KEYS) }
}
