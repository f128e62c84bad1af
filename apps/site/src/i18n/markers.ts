import type { Translate } from './translate'

/*
 * Texts resolved at build whose values are known only in the browser (a company's name, its
 * figures): the build fills each of the message's arguments with its own `{name}` marker, and
 * the island puts the value in its place. The ICU message itself is never parsed in the browser.
 */

/** The message with `{name}` left in place of each named argument. */
export function withMarkers(t: Translate, key: string, names: readonly string[]): string {
  return t(key, Object.fromEntries(names.map((name) => [name, `{${name}}`])))
}

/** The text with each `{name}` marker replaced by its value; the values are not read again. */
export function fillMarkers(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (marker, name: string) => values[name] ?? marker)
}
