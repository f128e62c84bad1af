import { IntlErrorCode } from 'next-intl'

/** The translators' pseudo-locale (routing.ts): raw keys, never shown to search engines. */
export const KEYS_LOCALE = 'keys'

/** `Intl` rejects `keys` as a locale, so every number or date on its pages fails to format. */
export const isKeysFormattingError = (locale: string | undefined, code: string) =>
  locale === KEYS_LOCALE && code === IntlErrorCode.FORMATTING_ERROR

/** A Link header without the `keys` alternate (next-intl's middleware lists every locale). */
export function withoutKeysAlternate(link: string): string {
  return link
    .split(/,\s*(?=<)/)
    .filter((entry) => !/hreflang="?keys"?/.test(entry))
    .join(', ')
}
