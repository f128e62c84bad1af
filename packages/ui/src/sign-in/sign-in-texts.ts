import { FIELD_ERRORS, type FieldError } from '../form-validation'

/** The sign-in modal's texts: the `auth.modal` messages (docs/product.md §2, §4). */
const MODAL_KEYS = [
  'title',
  'intro',
  'emailLabel',
  'continue',
  'usePassword',
  'close',
  'back',
  'codeTitle',
  'codeLabel',
  'submitting',
  'codeSent',
  'verify',
  'changeEmail',
  'resend',
  'resending',
  'expiredTitle',
  'expiredText',
  'restrictedTitle',
  'restrictedText',
  'contact',
] as const

/** The e-mail field's error codes: every field error but the phone's. */
type EmailError = Exclude<FieldError, 'phone'>

export type SignInTexts = Record<(typeof MODAL_KEYS)[number], string> & {
  /** With `{email}` in place of the address. */
  codeIntro: string
  /** With `{index}` and `{count}` in place of the numbers. */
  digitLabel: string
  errors: Record<EmailError, string>
  somethingWrong: string
}

/** Looks a key up in one message namespace of the host (next-intl in the app, use-intl on the site). */
export type SignInTranslate = (key: string, values?: Record<string, string | number>) => string

/**
 * The modal's texts from `auth.modal` and `common.error`, resolved the same way by both hosts.
 * The texts with a value keep their placeholders, filled where they show (`fill`, src/fill.ts).
 */
export function signInTexts(modal: SignInTranslate, error: SignInTranslate): SignInTexts {
  const emailErrors = FIELD_ERRORS.filter((code): code is EmailError => code !== 'phone')
  return {
    ...(Object.fromEntries(MODAL_KEYS.map((key) => [key, modal(key)])) as Record<
      (typeof MODAL_KEYS)[number],
      string
    >),
    codeIntro: modal('codeIntro', { email: '{email}' }),
    digitLabel: modal('digitLabel', { index: '{index}', count: '{count}' }),
    errors: Object.fromEntries(emailErrors.map((code) => [code, error(code)])) as Record<
      EmailError,
      string
    >,
    somethingWrong: error('something_wrong_short'),
  }
}
