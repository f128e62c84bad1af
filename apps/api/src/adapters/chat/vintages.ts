import type { Locale } from '@kelp/core/http'
import type { ChatProject, ChatVintage } from './project'
import { euro, list, tonnes } from './wording'

export const issuedOf = (p: ChatProject) => p.vintages.filter((v) => v.status === 'issued')
export const forwardOf = (p: ChatProject) => p.vintages.filter((v) => v.status === 'forward')
export const sumCredits = (vs: ChatVintage[]) => vs.reduce((n, v) => n + v.creditsAvailable, 0)

/** "issued" / "forward, expected delivery 2027", in the request language. */
export function statusText(v: ChatVintage, locale: Locale): string {
  const de = locale === 'de'
  if (v.status === 'issued') return de ? 'ausgegeben' : 'issued'
  if (v.expectedDeliveryYear === null) return de ? 'Terminlieferung' : 'forward'
  return de
    ? `Terminlieferung, erwartete Lieferung ${v.expectedDeliveryYear}`
    : `forward, expected delivery ${v.expectedDeliveryYear}`
}

/** "2024: 50 t (issued) at €95.00 per tonne". */
export function vintageLine(v: ChatVintage, locale: Locale): string {
  const per = locale === 'de' ? 'zu' : 'at'
  const tonne = locale === 'de' ? 'pro Tonne' : 'per tonne'
  return `${v.year}: ${tonnes(v.creditsAvailable, locale)} (${statusText(v, locale)}) ${per} ${euro(v.priceCents, locale)} ${tonne}`
}

/** What issued and forward mean for a buyer, and how the project's tonnes split between them. */
export function statusSummary(p: ChatProject, locale: Locale): string {
  const de = locale === 'de'
  const issued = issuedOf(p)
  const forward = forwardOf(p)
  const parts: string[] = []
  if (issued.length) {
    const t = tonnes(sumCredits(issued), locale)
    const years = list(
      issued.map((v) => v.year),
      locale,
    )
    parts.push(
      de
        ? p.registry
          ? `${t} sind ausgegebene Zertifikate (Jahrgänge ${years}): Sie existieren bei ${p.registry} und können stillgelegt werden.`
          : `${t} sind ausgegebene Zertifikate (Jahrgänge ${years}); Kelps Daten nennen kein Register, das sie ausgegeben hat.`
        : p.registry
          ? `${t} are issued credits (vintages ${years}): they exist at ${p.registry} and can be retired.`
          : `${t} are issued credits (vintages ${years}); Kelp's data names no registry that issued them.`,
    )
  }
  if (forward.length) {
    const t = tonnes(sumCredits(forward), locale)
    const due = (v: ChatVintage) =>
      v.expectedDeliveryYear === null
        ? `${v.year}`
        : `${v.year}, ${de ? 'erwartete Lieferung' : 'expected delivery'} ${v.expectedDeliveryYear}`
    const lines = forward.map(due).join('; ')
    parts.push(
      de
        ? `${t} sind Terminlieferungen (Jahrgang ${lines}): vertraglich zugesagte künftige Lieferung, die erst nach der Ausgabe stillgelegt werden kann.`
        : `${t} are forward credits (vintage ${lines}): a contracted future delivery that can be retired only once issued.`,
    )
  }
  if (!parts.length) {
    parts.push(
      de
        ? `${p.name} hat weder ausgegebene noch Termin-Zertifikate im Angebot.`
        : `${p.name} has neither issued nor forward credits on offer.`,
    )
  }
  return parts.join(' ')
}
