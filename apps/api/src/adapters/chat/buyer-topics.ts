import type { ChatSource } from '@kelp/core/chat'
import type { Locale } from '@kelp/core/http'
import type { ChatProject } from './project'
import { words } from './question'

/**
 * Three things buyers ask that the project facts answer only in part: who verifies the
 * project, whether its credits count for a scheme such as CORSIA, and what it means for the
 * people living near it. Each is answered from the data, or with a plain "the data does not
 * tell" and what the data does record, never with a neighbouring fact (permanence, SDGs).
 */
export interface TopicAnswer {
  reply: string
  sources: ChatSource[]
  kind: 'answer' | 'unknown'
}

const VERIFIER = words(
  'verif(?:y|ies|ier|iers|ication)|verified by|validat\\w*|valid(?:ation|ated)|audit\\w*|third[- ]party|independent\\w*|vvb|prüf(?:t|en|er|erin|stelle|stellen|ung)|geprüft|wer prüft|verifiziert\\w*|verifizier\\w*|validier\\w*|dritte\\w*|unabhängig\\w*',
)
const REGISTRY_WORD = words('regist\\w*|register\\w*')
const SCHEME = words(
  'corsia|article 6|artikel 6|paris agreement|pariser abkommen\\w*|eligib\\w*|förderfähig\\w*|anrechenbar\\w*|anrechn\\w*|eu ets|ets|compliance (?:market|scheme)|pflichtmarkt\\w*|icvcm|ccp|core carbon principles|cbam|\\p{L}*-fähig',
)
const LOCAL = words(
  'side[- ]effects?|negative (?:impacts?|effects?)|harm\\w*|residents?|neighbou?r\\w*|people living|locals?|local (?:people|communit\\w*|impacts?|effects?)|communit(?:y|ies)|displac\\w*|land rights?|nebenwirkung\\w*|anwohner\\w*|nachbar\\w*|bevölkerung|gemeinden?|gemeinschaft\\w*|vertreib\\w*|landrechte?|schad\\w*|schäd\\w*|menschen vor ort|vor ort',
)

/** The verifier the project's About text names ("Verifier: …" / "Prüfstelle: …"), if any. */
export function verifierOf(p: ChatProject): string | null {
  const found = /(?:Verifier|Prüfstelle): ([^\n]+?)\.(?:\s|$)/.exec(p.texts.about)
  return found?.[1]?.trim() ?? null
}

function verifierAnswer(p: ChatProject, locale: Locale): TopicAnswer {
  const de = locale === 'de'
  const verifier = verifierOf(p)
  const listing = p.registry
    ? de
      ? ` Die Zertifikate führt das Register ${p.registry}${p.registryId ? ` (ID ${p.registryId})` : ''}, Standard ${p.standard}.`
      : ` Its credits are listed with ${p.registry}${p.registryId ? ` (ID ${p.registryId})` : ''}, standard ${p.standard}.`
    : de
      ? ' Kein CO₂-Register führt das Projekt.'
      : ' No carbon registry lists the project.'
  if (verifier) {
    return {
      reply: de
        ? `Als unabhängige Prüfstelle von ${p.name} nennen Kelps Daten ${verifier}.${listing}`
        : `Kelp's data names ${verifier} as the independent verifier of ${p.name}.${listing}`,
      sources: [{ key: 'verifier', label: de ? 'Prüfstelle' : 'Verifier', value: verifier }],
      kind: 'answer',
    }
  }
  return {
    reply: de
      ? `Kelps Daten nennen keine unabhängige Prüfstelle für ${p.name}.${listing}`
      : `Kelp's data names no independent verifier for ${p.name}.${listing}`,
    sources: [],
    kind: 'unknown',
  }
}

function schemeAnswer(p: ChatProject, locale: Locale): TopicAnswer {
  const de = locale === 'de'
  const recorded = [
    de ? `Standard ${p.standard}` : `standard ${p.standard}`,
    p.registry &&
      `${de ? 'Register' : 'registry'} ${p.registry}${p.registryId ? ` (${p.registryId})` : ''}`,
    p.methodology && `${de ? 'Methodik' : 'methodology'} ${p.methodology}`,
  ].filter(Boolean)
  return {
    reply: de
      ? `Kelps Daten enthalten keine Angaben dazu, ob Zertifikate von ${p.name} für CORSIA, Artikel 6 oder ein anderes Anrechnungs- oder Pflichtsystem zugelassen sind. Sie verzeichnen: ${recorded.join(', ')}. Die Zulassung hängt vom Programm und vom Jahrgang ab; fragen Sie das Kelp-Team, bevor Sie für ein solches System kaufen.`
      : `Kelp's data does not say whether credits of ${p.name} are eligible for CORSIA, Article 6 or any other compliance or claims scheme. What it records: ${recorded.join(', ')}. Eligibility depends on the programme and the vintage; ask the Kelp team before buying for such a scheme.`,
    sources: [],
    kind: 'unknown',
  }
}

function localAnswer(p: ChatProject, locale: Locale): TopicAnswer {
  const de = locale === 'de'
  return {
    reply: de
      ? `Zu den Wirkungen vor Ort sagen Kelps Daten: ${p.texts.socio} ${p.texts.environmental} Nachteilige Folgen für Anwohnerinnen und Anwohner verzeichnen sie nicht, auch keine Bewertung solcher Folgen; das heißt nicht, dass es keine gibt.`
      : `On local effects, Kelp's data says: ${p.texts.socio} ${p.texts.environmental} It records no negative side effects for residents, nor an assessment of them; that does not mean there are none.`,
    sources: [
      { key: 'text.socio', label: de ? 'Soziale Wirkung' : 'Social impact', value: p.texts.socio },
      {
        key: 'text.environmental',
        label: de ? 'Umweltwirkung' : 'Environmental impact',
        value: p.texts.environmental,
      },
    ],
    kind: 'answer',
  }
}

/** The answer to one of these questions, or null for any other question. */
export function topicAnswer(p: ChatProject, question: string, locale: Locale): TopicAnswer | null {
  if (SCHEME.test(question)) return schemeAnswer(p, locale)
  if (VERIFIER.test(question) && !REGISTRY_WORD.test(question)) return verifierAnswer(p, locale)
  if (LOCAL.test(question)) return localAnswer(p, locale)
  return null
}
