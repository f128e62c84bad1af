import MiniSearch from 'minisearch'
import type { Locale } from '@kelp/core/http'
import { projectFacts, type ProjectFact } from './facts'
import { topicAnswer } from './buyer-topics'
import { parseQuestion, words } from './question'
import { structuredAnswer } from './structured'
import type { AnswerInput, ChatAnswer, ChatAnswerer } from './types'

const STOP_WORDS = new Set(
  (
    'a an and are as at be by can could do does did for from has have how i in into is it its me ' +
    'my of on or please tell than that the their there this to was we what when which who will with ' +
    'would you your project projects ' +
    'der die das den dem des ein eine einen einem ist sind wie was wer wo welche welcher welches ' +
    'es er sie ich mir mich du sie ihr und oder zu im in am an auf für von mit bei hat haben ' +
    'kann können gibt sagen bitte dieses diese dieser projekt projekts projekte'
  ).split(' '),
)

/** Clearly about something else (checked before retrieval). */
const OFF_TOPIC = words(
  'weather|wetter|recipe|rezept|cook|kochen|football|fußball|fussball|soccer|joke|witz|poem|gedicht|song|lied|capital of|hauptstadt|president|präsident|bitcoin|stock market|aktienkurs|movie|film|horoscope|horoskop|translate|übersetze|homework|hausaufgabe|pizza|holiday|urlaub',
)

/**
 * About the project, but nothing the project data records: the people behind it, its
 * developer's finances, and other facts outside the project's fields.
 */
const NOT_IN_DATA = words(
  'cfo|cto|coo|chief \\w+ officer|founders?|founded by|gründer\\w*|owners?|eigentümer\\w*|\\p{L}*chef\\w*|vorstand\\w*|\\p{L}*vorsitz\\w*|director\\w*|direktor\\w*|head of|board|aufsichtsrat\\w*|contact person|ansprechpartner\\w*|turnover|\\p{L}*umsatz\\w*|financ(?:ially|ials?|es)|finanziell\\w*|finanzen|finanzlage|balance sheet|bilanz\\w*|debts?|schulden|earnings|ebitda|margins?|marge\\w*|valuation|unternehmenswert|employees?|staff|mitarbeitende|mitarbeiter\\w*|ceo|geschäftsführ\\w*|revenue|umsatz|profit|gewinn|founded|gegründet|phone number|telefon\\w*|e-?mail|address|adresse|drones?|drohne\\w*|insur\\w*|versicher\\w*|lawsuit|klage|salary|gehalt|shareholders?|investors?|investoren|satellite\\w*|satellit\\w*|discounts?|\\p{L}*rabatt\\w*|forecast\\w*|\\p{L}*prognos\\w*|trends?|preisentwicklung|preistrend\\w*|buffer pool|pufferpool',
)

/** Words that show a question is meant for the project at all. */
const PROJECT_WORDS = words(
  'project|projekt\\w*|credits?|zertifikat\\w*|carbon|co2|co₂|kohlenstoff|tonnes?|tonnen|climate|klima|offset\\w*|kompensation|developer|entwickler',
)

const MIN_SCORE = 2.5

const TEXTS = {
  unknown: {
    en: (name: string) =>
      `The data Kelp has about ${name} does not answer that question. I can tell you about its vintages (price, tonnes, issued or forward), registry, methodology, location, scores, SDGs, permanence and developer.`,
    de: (name: string) =>
      `Die Daten, die Kelp zu ${name} hat, beantworten diese Frage nicht. Ich kann Ihnen Auskunft zu Jahrgängen (Preis, Tonnen, ausgegeben oder Termin), Register, Methodik, Standort, Bewertungen, SDGs, Dauerhaftigkeit und Entwickler geben.`,
  },
  offTopic: {
    en: (name: string) =>
      `I can only answer questions about the project ${name}. Please ask me something about it, for example its price or quality score.`,
    de: (name: string) =>
      `Ich beantworte nur Fragen zum Projekt ${name}. Fragen Sie mich gern etwas dazu, zum Beispiel zum Preis oder zur Qualitätsbewertung.`,
  },
}

function tokenize(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}+]+/u)
    .filter((t) => t.length > 1 && !STOP_WORDS.has(t))
}

function buildIndex(facts: ProjectFact[]) {
  const index = new MiniSearch<ProjectFact & { id: number }>({
    fields: ['terms', 'label', 'value'],
    storeFields: ['key'],
    tokenize,
    searchOptions: { boost: { terms: 3, label: 2 }, prefix: true, fuzzy: 0.2 },
  })
  index.addAll(facts.map((f, id) => ({ ...f, id })))
  return index
}

export function refusal(kind: 'unknown' | 'off_topic', name: string, locale: Locale): ChatAnswer {
  const text = kind === 'unknown' ? TEXTS.unknown : TEXTS.offTopic
  return { reply: text[locale](name), sources: [], kind, answeredBy: 'embedded' }
}

const answer = (reply: string, sources: ChatAnswer['sources']): ChatAnswer => ({
  reply,
  sources,
  kind: 'answer',
  answeredBy: 'embedded',
})

/** Structured answers first (vintages, quantities, sections), then retrieval over the facts. */
export function answerFromData({ project, question, locale }: AnswerInput): ChatAnswer {
  if (OFF_TOPIC.test(question)) return refusal('off_topic', project.name, locale)
  if (NOT_IN_DATA.test(question)) return refusal('unknown', project.name, locale)
  const topic = topicAnswer(project, question, locale)
  if (topic) return { ...topic, answeredBy: 'embedded' }
  const structured = structuredAnswer(project, parseQuestion(question), locale)
  if (structured) return answer(structured.reply, structured.sources)
  const facts = projectFacts(project, locale)
  const hits = buildIndex(facts)
    .search(question)
    .filter((h) => h.score >= MIN_SCORE)
  if (hits.length === 0) {
    return refusal(PROJECT_WORDS.test(question) ? 'unknown' : 'off_topic', project.name, locale)
  }
  const top = facts[hits[0]!.id as number]!
  // A fact the data lacks is said plainly, and nothing else is offered in its place.
  if (top.missing)
    return { reply: top.sentence, sources: [], kind: 'unknown', answeredBy: 'embedded' }
  const chosen = hits
    .slice(0, 2)
    .filter((h) => h === hits[0] || h.score >= hits[0]!.score * 0.9)
    .map((h) => facts[h.id as number]!)
    .filter((f) => !f.missing)
  return answer(
    chosen.map((f) => f.sentence).join(' '),
    chosen.map(({ key, label, value }) => ({ key, label, value })),
  )
}

export const embeddedAnswerer: ChatAnswerer = {
  answer: async (input) => answerFromData(input),
}
