import type { Locale } from '@kelp/core/http'
import type { FixtureKey } from './fixtures'

/** A fact the reply must state: a literal (numbers match whole) or a pattern. */
export type Fact = string | RegExp

export interface EvalCase {
  project: FixtureKey
  locale: Locale
  question: string
  /** Facts the reply must state; or what kind of non-answer it must give. */
  expect: Fact[] | 'unanswerable' | 'off_topic'
  /** Facts the reply must not state (the project total where one vintage was asked about). */
  not?: Fact[]
}

/** Says plainly that the data does not answer (any wording a model might choose). */
const UNANSWERED: Record<Locale, RegExp> = {
  en: /does not answer|doesn't|does not (say|record|state|include|contain|name|mention|specify|have)|names no|no (data|information|details)|not (in|recorded|stated|available|specified|provided|included)|unknown|cannot (say|tell)/i,
  de: /nicht beantwort|beantworten .*nicht|nennen kein|keine (daten|angaben?|informationen?)|nicht (in den daten|enthalten|angegeben|bekannt|verzeichnet|vor)|liegen .*keine|unbekannt/i,
}
const OFF_TOPIC: Record<Locale, RegExp> = {
  en: /only answer|only .*about (this|the) project|questions about (this|the) project/i,
  de: /nur Fragen|beantworte nur|nur .*zum Projekt/i,
}

/** Thousands separators and the spaces of number formatting do not decide a match. */
export function normalize(text: string): string {
  return text
    .replace(/[\u00a0\u202f]/g, ' ')
    .replace(/(\d)[,. '](?=\d{3}(?!\d))/g, '$1')
    .toLowerCase()
}

function states(reply: string, fact: Fact): boolean {
  if (fact instanceof RegExp) return fact.test(reply)
  const wanted = normalize(fact).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  const edge = (s: string, at: number) => /\d/.test(s.at(at) ?? '')
  const pattern = `${edge(fact, 0) ? '(?<!\\d)' : ''}${wanted}${edge(fact, -1) ? '(?!\\d)' : ''}`
  return new RegExp(pattern, 'u').test(normalize(reply))
}

/** Why the reply fails the case, or null when it passes. */
export function judge(c: EvalCase, reply: string): string | null {
  if (c.expect === 'unanswerable')
    return UNANSWERED[c.locale].test(reply) ? null : 'does not say the data lacks it'
  if (c.expect === 'off_topic')
    return OFF_TOPIC[c.locale].test(reply) ? null : 'does not decline an off-topic question'
  const missing = c.expect.filter((f) => !states(reply, f))
  if (missing.length) return `misses ${missing.map(String).join(', ')}`
  const wrong = (c.not ?? []).filter((f) => states(reply, f))
  return wrong.length ? `states ${wrong.map(String).join(', ')}` : null
}
