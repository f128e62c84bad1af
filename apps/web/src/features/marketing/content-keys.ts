/**
 * The `keys` pseudo-locale shows a key for every visible string (docs/architecture.md §5). Long-form
 * content lives in content files, not in the message catalogues, so its key is the path of
 * the string inside the English content: `content.pages.plan.sections.0.heading`.
 */

/** Fields that are addresses, ids or dates, never shown as text. */
const NOT_TEXT = new Set(['href', 'id', 'slug', 'published', 'startsAt'])

export function contentKeys<T>(value: T, path: string): T {
  if (typeof value === 'string') return path as T
  if (Array.isArray(value)) return value.map((item, i) => contentKeys(item, `${path}.${i}`)) as T
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [
        key,
        NOT_TEXT.has(key) ? item : contentKeys(item, `${path}.${key}`),
      ]),
    ) as T
  }
  return value
}
