import type { ChatSource } from '@kelp/core/chat'
import type { Locale } from '@kelp/core/http'
import type { ChatProject, ChatVintage } from './project'
import type { ParsedQuestion } from './question'
import { forwardOf, issuedOf, statusSummary, statusText, sumCredits, vintageLine } from './vintages'
import { euro, list, sectionName, tonnes } from './wording'

export interface Structured {
  reply: string
  sources: ChatSource[]
}

const source = (key: string, label: string, value: string): ChatSource => ({ key, label, value })
const vintageSource = (v: ChatVintage, locale: Locale) =>
  source(
    `vintage.${v.year}`,
    `${locale === 'de' ? 'Jahrgang' : 'Vintage'} ${v.year}`,
    vintageLine(v, locale),
  )

function notPurchasable(p: ChatProject, locale: Locale): Structured {
  return {
    reply:
      locale === 'de'
        ? `${p.name} ist nur zur Information gelistet: Seine Zertifikate können bei Kelp nicht gekauft werden (weder ausgegebene noch Terminlieferungen).`
        : `${p.name} is listed for information only: its credits cannot be bought on Kelp (it has neither issued nor forward credits on offer).`,
    sources: [
      source(
        'purchasable',
        locale === 'de' ? 'Kaufbar' : 'Purchasable',
        locale === 'de' ? 'nein' : 'no',
      ),
    ],
  }
}

function noSuchVintage(p: ChatProject, year: number, locale: Locale): Structured {
  const years = list(
    p.vintages.map((v) => v.year),
    locale,
  )
  return {
    reply:
      locale === 'de'
        ? `Für ${p.name} gibt es keinen Jahrgang ${year}. Angeboten werden die Jahrgänge ${years}.`
        : `There is no ${year} vintage of ${p.name}. The vintages on offer are ${years}.`,
    sources: p.vintages.map((v) => vintageSource(v, locale)),
  }
}

/** Whether `quantity` tonnes can be bought, from one vintage or from all of them. */
function availability(p: ChatProject, quantity: number, v: ChatVintage | null, locale: Locale) {
  const de = locale === 'de'
  const q = tonnes(quantity, locale)
  if (v) {
    const has = tonnes(v.creditsAvailable, locale)
    const head = de
      ? `Vom Jahrgang ${v.year} sind ${has} verfügbar (${statusText(v, locale)}), zu ${euro(v.priceCents, locale)} pro Tonne.`
      : `The ${v.year} vintage has ${has} available (${statusText(v, locale)}) at ${euro(v.priceCents, locale)} per tonne.`
    const verdict =
      quantity <= v.creditsAvailable
        ? de
          ? `${q} können aus diesem Jahrgang gedeckt werden.`
          : `So ${q} can be met from this vintage.`
        : de
          ? `${q} können daher nicht vollständig gedeckt werden: aus diesem Jahrgang höchstens ${has}.`
          : `So ${q} cannot be fully met: at most ${has} from this vintage.`
    return { reply: `${head} ${verdict}`, sources: [vintageSource(v, locale)] }
  }
  const issued = sumCredits(issuedOf(p))
  const total = sumCredits(p.vintages)
  const verdict =
    quantity <= issued
      ? de
        ? `${q} können aus ausgegebenen Zertifikaten gedeckt werden.`
        : `So ${q} can be met from issued credits.`
      : quantity <= total
        ? de
          ? `${q} sind nur mit Terminlieferungen erreichbar: ausgegeben sind ${tonnes(issued, locale)}.`
          : `So ${q} can only be met with forward credits: ${tonnes(issued, locale)} are issued.`
        : de
          ? `${q} können daher nicht vollständig gedeckt werden: insgesamt höchstens ${tonnes(total, locale)}.`
          : `So ${q} cannot be fully met: at most ${tonnes(total, locale)} in total.`
  const lines = p.vintages.map((x) => vintageLine(x, locale)).join('; ')
  const head = de
    ? `Insgesamt sind ${tonnes(total, locale)} verfügbar. Nach Jahrgang: ${lines}.`
    : `${tonnes(total, locale)} are available in total. By vintage: ${lines}.`
  return { reply: `${head} ${verdict}`, sources: p.vintages.map((x) => vintageSource(x, locale)) }
}

/** One vintage's price, tonnes and status, as far as the question asks for them. */
function vintageAnswer(v: ChatVintage, q: ParsedQuestion, locale: Locale): string {
  const de = locale === 'de'
  const asksOne = q.price || q.status || q.availability
  const parts: string[] = []
  if (q.price || !asksOne)
    parts.push(`${euro(v.priceCents, locale)} ${de ? 'pro Tonne' : 'per tonne'}`)
  if (q.availability || !asksOne)
    parts.push(`${tonnes(v.creditsAvailable, locale)} ${de ? 'verfügbar' : 'available'}`)
  parts.push(`${de ? 'Status' : 'status'}: ${statusText(v, locale)}`)
  const forward =
    v.status === 'forward'
      ? de
        ? ' Terminlieferungen können erst nach der Ausgabe stillgelegt werden.'
        : ' Forward credits can be retired only once issued.'
      : ''
  return `${de ? 'Jahrgang' : 'Vintage'} ${v.year}: ${parts.join(', ')}.${forward}`
}

function sectionAnswer(p: ChatProject, weakest: boolean, locale: Locale): Structured {
  const de = locale === 'de'
  const scores = p.sii.sections.map((s) => s.score)
  const edge = weakest ? Math.min(...scores) : Math.max(...scores)
  const found = p.sii.sections.filter((s) => s.score === edge)
  const names = list(
    found.map((s) => sectionName(s.key, locale)),
    locale,
  )
  const which = weakest ? (de ? 'schwächste' : 'weakest') : de ? 'stärkste' : 'strongest'
  return {
    reply: de
      ? `Der ${which} Bereich der SII-Bewertung (gesamt ${p.sii.overall}/100) ist ${names} mit ${edge}/100.`
      : `The ${which} section of its SII score (overall ${p.sii.overall}/100) is ${names} at ${edge}/100.`,
    sources: found.map((s) =>
      source(`score.${s.key}`, sectionName(s.key, locale), `${s.score}/100`),
    ),
  }
}

/** Answers computed from the structured facts; null when the question needs retrieval. */
export function structuredAnswer(
  p: ChatProject,
  q: ParsedQuestion,
  locale: Locale,
): Structured | null {
  const aboutVintages = q.price || q.availability || q.status || q.vintage
  if ((q.weakest || q.strongest) && !q.price && !q.vintage)
    return sectionAnswer(p, q.weakest, locale)
  const asksToBuy = q.quantity !== null || q.price || q.availability || q.status
  if (!p.purchasable && (asksToBuy || (q.years.length > 0 && q.vintage)))
    return notPurchasable(p, locale)
  const year = q.years[0]
  const v = year === undefined ? null : (p.vintages.find((x) => x.year === year) ?? null)
  if (year !== undefined && !v && aboutVintages) return noSuchVintage(p, year, locale)
  if (q.quantity !== null) return availability(p, q.quantity, v, locale)
  if (v && aboutVintages)
    return { reply: vintageAnswer(v, q, locale), sources: [vintageSource(v, locale)] }
  if (q.status && !q.registry)
    return {
      reply: statusSummary(p, locale),
      sources: [...issuedOf(p), ...forwardOf(p)].map((x) => vintageSource(x, locale)),
    }
  return null
}
