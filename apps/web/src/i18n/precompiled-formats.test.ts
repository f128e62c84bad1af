import compile from 'icu-minify/compile'
import format from 'icu-minify/format'
import { describe, expect, it } from 'vitest'
import de from '@kelp/ui/messages/de.json'
import en from '@kelp/ui/messages/en.json'

type Tree = { [key: string]: string | Tree }

function messages(tree: Tree, prefix = ''): [string, string][] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : messages(value, `${prefix}${key}.`),
  )
}

const formatters = {
  getNumberFormat: (locale: string, options?: Intl.NumberFormatOptions) =>
    new Intl.NumberFormat(locale, options),
  getPluralRules: (locale: string, options?: Intl.PluralRulesOptions) =>
    new Intl.PluralRules(locale, options),
  getDateTimeFormat: (locale: string, options?: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, options),
}

/**
 * The app's messages are precompiled at build (next.config.ts), and the precompiled form reads a
 * named style (`{x, number, percent}`) as one of the app's own formats, of which there are none:
 * 0.22 showed as "0.22". A style is written as an ICU skeleton (`::percent`) instead.
 */
describe('precompiled message formats', () => {
  it('no message names a number, date or time style; skeletons (::…) are used', () => {
    const named = [en, de].flatMap((tree) =>
      messages(tree as Tree).filter(([, text]) => /\{\w+, (number|date|time), [a-z]/.test(text)),
    )
    expect(named).toEqual([])
  })

  it('a percentage renders as one in both languages', () => {
    const share = (tree: Tree) => (tree.contributions as Tree).portfolios as Tree
    const render = (text: string, locale: string) =>
      format(compile(text), locale, { share: 0.25 }, { formatters } as never)
    expect(render(share(en as Tree).share as string, 'en')).toBe('25% of each tonne')
    expect(render(share(de as Tree).share as string, 'de')).toBe('25\u00a0% jeder Tonne')
  })
})
