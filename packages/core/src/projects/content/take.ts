import { SII_METHODOLOGY } from '../methodology'
import type { SiiCriterionKey, SiiSectionKey } from '../sii-sections'
import { reversalRisk } from '../reversal-risk'
import type { SiiResult } from '../sii'
import type { ProjectFacts } from './facts'
import { formatNumber, inSentence, sentences, type Lang } from './format'

const UNVERIFIED = new Set(['proposal', 'under-validation', 'under-development'])

function extremes(sii: SiiResult) {
  const sections = [...sii.sections].sort((a, b) => a.score - b.score)
  const weakest = sections[0]!
  const strongest = sections.at(-1)!
  const low = weakest.criteria
    .filter((c): c is { key: SiiCriterionKey; score: number } => c.score !== null)
    .sort((a, b) => a.score - b.score)[0]
  return { weakest, strongest, low }
}

/** How much the project delivers, by its own figures: what a large order has to go on. */
function scale(f: ProjectFacts, l: Lang): string {
  const en = l === 'en'
  const n = (x: number) => formatNumber(l, x)
  const size =
    f.annualVolumeT >= 100_000
      ? en
        ? 'a large supplier'
        : 'ein großer Anbieter'
      : f.annualVolumeT >= 10_000
        ? en
          ? 'a mid-sized supplier'
          : 'ein mittelgroßer Anbieter'
        : en
          ? 'a small supplier'
          : 'ein kleiner Anbieter'
  const issued =
    f.issuedCredits > 0
      ? en
        ? ` and ${n(f.issuedCredits)} credits issued so far`
        : ` und bisher ${n(f.issuedCredits)} ausgegebene Zertifikate`
      : ''
  if (f.annualVolumeT > 0)
    return en
      ? `With about ${n(f.annualVolumeT)} t a year${issued}, it is ${size}.`
      : `Mit etwa ${n(f.annualVolumeT)} t pro Jahr${issued} ist es ${size}.`
  return f.issuedCredits > 0
    ? en
      ? `It states no yearly volume; ${n(f.issuedCredits)} credits have been issued so far.`
      : `Es nennt kein Jahresvolumen; bisher wurden ${n(f.issuedCredits)} Zertifikate ausgegeben.`
    : en
      ? 'It states no yearly volume and has issued no credits yet, so size orders with care.'
      : 'Es nennt kein Jahresvolumen und hat noch keine Zertifikate ausgegeben; planen Sie Mengen vorsichtig.'
}

/**
 * Kelp's take: the score's strongest and weakest sections with the criterion that holds it
 * back, then what a buyer should weigh, each point drawn from the project's own facts.
 */
export function composeTake(f: ProjectFacts, sii: SiiResult, l: Lang): string {
  const en = l === 'en'
  const { weakest, strongest, low } = extremes(sii)
  const section = (k: SiiSectionKey) => SII_METHODOLOGY.sections[k][l]
  const criterion = low ? SII_METHODOLOGY.criteria[low.key].name[l] : null
  const years = formatNumber(l, f.permanenceYears)
  const risk = reversalRisk(f.method)
  const score = en
    ? `SII ${sii.overall}: strongest on ${inSentence(section(strongest.key))} (${strongest.score}), weakest on ${inSentence(section(weakest.key))} (${weakest.score})${criterion ? `, held back by ${inSentence(criterion)} (${low!.score})` : ''}.`
    : `SII ${sii.overall}: am stärksten bei ${section(strongest.key)} (${strongest.score}), am schwächsten bei ${section(weakest.key)} (${weakest.score})${criterion ? `, gebremst durch ${criterion} (${low!.score})` : ''}.`
  const durability =
    risk === null
      ? null
      : f.permanenceYears >= 1000
        ? en
          ? `Storage for about ${years} years is its main strength.`
          : `Die Speicherung über etwa ${years} Jahre ist die größte Stärke.`
        : f.permanenceYears < 50
          ? en
            ? `About ${years} years of storage is short-lived; pair it with durable removals.`
            : `Etwa ${years} Jahre Speicherung sind kurz; kombinieren Sie es mit dauerhaften Entnahmen.`
          : risk === 'high'
            ? en
              ? `Its carbon (about ${years} years) can be lost to fire, drought or land-use change.`
              : `Sein Kohlenstoff (etwa ${years} Jahre) kann durch Feuer, Dürre oder Landnutzung verloren gehen.`
            : null
  const registry = f.registryKey
    ? null
    : en
      ? 'No carbon registry lists it, so there are no registry serial numbers to trace yet.'
      : 'Kein CO₂-Register führt es, daher gibt es noch keine Registerseriennummern zum Nachverfolgen.'
  const verified = UNVERIFIED.has(f.status)
    ? en
      ? 'Its credits are not verified yet; treat stated volumes as estimates.'
      : 'Seine Zertifikate sind noch nicht verifiziert; angegebene Volumen sind Schätzungen.'
    : null
  const additionality =
    f.cdr?.additionality === 0
      ? en
        ? 'CarbonPlan found additionality weakly supported; ask for evidence before large purchases.'
        : 'CarbonPlan sieht die Zusätzlichkeit schwach belegt; fragen Sie vor großen Käufen nach Nachweisen.'
      : f.cdr && f.cdr.additionality >= 2
        ? en
          ? 'CarbonPlan judged additionality well supported.'
          : 'CarbonPlan bewertet die Zusätzlichkeit als gut belegt.'
        : null
  return sentences([score, scale(f, l), durability, registry, verified, additionality])
}
