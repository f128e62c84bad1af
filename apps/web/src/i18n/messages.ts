import type { AbstractIntlMessages } from 'next-intl'

export const MISSING_KEY_MARKER = 'KEY IS MISSING'

const isNamespace = (value: unknown): value is AbstractIntlMessages =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * Replaces every message by its own dotted key, for the `keys` pseudo-locale. A message is a
 * string in the JSON files and may be an array once precompiled (next.config.ts); only plain
 * objects are namespaces.
 */
export function toKeyMessages(messages: AbstractIntlMessages, prefix = ''): AbstractIntlMessages {
  return Object.fromEntries(
    Object.entries(messages).map(([key, value]) => {
      const path = prefix ? `${prefix}.${key}` : key
      return [key, isNamespace(value) ? toKeyMessages(value, path) : path]
    }),
  )
}
