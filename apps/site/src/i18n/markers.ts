import type { Translate } from './translate'

/**
 * The message with `{name}` left in place of each named argument: a text resolved at build whose
 * values only the browser knows (a company's name, its figures), filled there by `fill` from
 * @kelp/ui, so the ICU message itself is never parsed in the browser.
 */
export function withMarkers(t: Translate, key: string, names: readonly string[]): string {
  return t(key, Object.fromEntries(names.map((name) => [name, `{${name}}`])))
}
