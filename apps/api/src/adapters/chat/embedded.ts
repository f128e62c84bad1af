import MiniSearch from 'minisearch'
import type { Locale } from '@kelp/core/http'
import { projectFacts, type ProjectFact } from './facts'
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
const OFF_TOPIC =
  /\b(weather|wetter|recipe|rezept|cook|kochen|football|fußball|fussball|soccer|joke|witz|poem|gedicht|song|lied|capital of|hauptstadt|president|präsident|bitcoin|stock market|aktienkurs|movie|film|horoscope|horoskop|translate|übersetze|homework|hausaufgabe|pizza|holiday|urlaub)\b/i

/** About the project, but nothing the project data records. */
const NOT_IN_DATA =
  /\b(employees?|staff|mitarbeitende|mitarbeiter\w*|ceo|geschäftsführ\w*|revenue|umsatz|profit|gewinn|founded|gegründet|phone number|telefon\w*|e-?mail|address|adresse|drone\w*|drohne\w*|insur\w*|versicher\w*|lawsuit|klage|salary|gehalt|shareholders?|investors?|investoren|satellite|satellit\w*)\b/i

/** Words that show a question is meant for the project at all. */
const PROJECT_WORDS =
  /\b(project|projekt\w*|credits?|zertifikat\w*|carbon|co2|co₂|kohlenstoff|tonnes?|tonnen|climate|klima|offset\w*|kompensation|developer|entwickler)\b/i

const MIN_SCORE = 2.5

const TEXTS = {
  unknown: {
    en: (name: string) =>
      `The data Kelp has about ${name} does not answer that question. I can tell you about its price, credits, vintages, permanence, location, method, registry, scores, SDGs and developer.`,
    de: (name: string) =>
      `Die Daten, die Kelp zu ${name} hat, beantworten diese Frage nicht. Ich kann Ihnen Auskunft zu Preis, Zertifikaten, Jahrgängen, Dauerhaftigkeit, Standort, Methode, Register, Bewertungen, SDGs und Entwickler geben.`,
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

/** Retrieval over the project's own facts and texts; answers only with what it found. */
export function answerFromData({ project, question, locale }: AnswerInput): ChatAnswer {
  if (OFF_TOPIC.test(question)) return refusal('off_topic', project.name, locale)
  if (NOT_IN_DATA.test(question)) return refusal('unknown', project.name, locale)
  const facts = projectFacts(project, locale)
  const hits = buildIndex(facts)
    .search(question)
    .filter((h) => h.score >= MIN_SCORE)
  if (hits.length === 0) {
    return refusal(PROJECT_WORDS.test(question) ? 'unknown' : 'off_topic', project.name, locale)
  }
  const top = hits[0]!
  const chosen = hits
    .slice(0, 2)
    .filter((h) => h === top || h.score >= top.score * 0.9)
    .map((h) => facts[h.id as number]!)
  return {
    reply: chosen.map((f) => f.sentence).join(' '),
    sources: chosen.map(({ key, label, value }) => ({ key, label, value })),
    kind: 'answer',
    answeredBy: 'embedded',
  }
}

export const embeddedAnswerer: ChatAnswerer = {
  answer: async (input) => answerFromData(input),
}
