import type { AbstractIntlMessages } from 'next-intl'

export const MISSING_KEY_MARKER = 'KEY IS MISSING'

/** Replaces every message by its own dotted key, for the `keys` pseudo-locale. */
export function toKeyMessages(messages: AbstractIntlMessages, prefix = ''): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key
      return [key, typeof value === 'string' ? path : toKeyMessages(value, path)]
    }),
  )
}
