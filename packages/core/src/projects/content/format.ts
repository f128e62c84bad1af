export type Lang = 'en' | 'de'

const regions = {
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
  de: new Intl.DisplayNames(['de'], { type: 'region' }),
}
const numbers = { en: new Intl.NumberFormat('en'), de: new Intl.NumberFormat('de') }

export const formatNumber = (l: Lang, n: number) => numbers[l].format(n)

/** The country's name in the language, or null when the data names no country. */
export function countryName(l: Lang, code: string | null): string | null {
  if (!code) return null
  return regions[l].of(code) ?? code
}

/** "a, b and c" / "a, b und c". */
export function joinList(l: Lang, items: string[]): string {
  if (items.length <= 1) return items.join('')
  return `${items.slice(0, -1).join(', ')} ${l === 'en' ? 'and' : 'und'} ${items.at(-1)}`
}

export const sentences = (parts: (string | null | false)[]) =>
  parts.filter((p): p is string => !!p).join(' ')

/** Lower-cases a name's first letter for use inside an English sentence, except acronyms (SDG). */
export const inSentence = (name: string) =>
  /^[A-Z][a-z]/.test(name) ? name[0]!.toLowerCase() + name.slice(1) : name
