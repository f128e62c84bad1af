import { SII_SECTIONS, type SiiCriterionKey, type SiiSectionKey } from './sii-sections'
import { reversalRisk } from './reversal-risk'

/** A vintage as the SII sees it: its year, and whether its credits exist at the registry. */
export interface SiiVintage {
  year: number
  /** 'issued' credits exist at the registry; 'forward' is a future delivery; null: not known. */
  status: 'issued' | 'forward' | null
}

/** The facts the Sustainability Integrity Index is computed from: one project's own data. */
export interface SiiInput {
  developer: string
  /** ISO 3166-1 alpha-2, or null when the data names no country. */
  countryCode: string | null
  locationExact: boolean
  /** The registry that issues the credits; null when the project has no registry listing. */
  registryKey: string | null
  registryId: string | null
  /** Public data sources that are not registries (such as the CarbonPlan CDR Database). */
  sources: { name: string; url: string }[]
  method: string
  methodology: string | null
  documentationUrl: string | null
  status: string
  permanenceYears: number
  annualVolumeT: number
  issuedCredits: number
  verifier: string | null
  sdgs: number[]
  sdgsFromRegistry: boolean
  vintages: SiiVintage[]
  /** The year the score is computed in, for the age of the vintages. */
  asOfYear: number
  /** CarbonPlan CDR Database metrics, for projects taken from it. */
  cdr: {
    rating: number
    additionality: number
    specificity: number
    negativity: number | null
    volumeValidated: boolean
  } | null
}

export interface SiiCriterionScore {
  key: SiiCriterionKey
  /** 0-100, or null when the data cannot assess it (then it does not count). */
  score: number | null
}
export interface SiiSectionScore {
  key: SiiSectionKey
  weight: number
  score: number
  criteria: SiiCriterionScore[]
}
export interface SiiResult {
  overall: number
  sections: SiiSectionScore[]
}

const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)))
const statusScore: Record<string, number> = {
  listed: 100,
  validated: 100,
  'under-validation': 60,
  proposal: 50,
  'under-development': 40,
}
const reversalScore = { low: 100, medium: 60, high: 25 }

function vintageAge(p: SiiInput): number | null {
  if (p.vintages.length === 0) return null
  const oldest = Math.min(...p.vintages.map((v) => v.year))
  return clamp(100 - 15 * Math.max(0, p.asOfYear - oldest - 1))
}

function monitoring(p: SiiInput): number {
  return 25 + 25 * Math.min(2, p.sources.length) + (p.annualVolumeT > 0 ? 25 : 0)
}

/** Every criterion's score from the facts; the rules are documented in methodology.ts. */
export function scoreCriteria(p: SiiInput): Record<SiiCriterionKey, number | null> {
  const listed = p.registryKey !== null && !!p.registryId
  const risk = reversalRisk(p.method)
  const issued = p.issuedCredits > 0 || p.vintages.some((v) => v.status === 'issued')
  return {
    identity: p.developer.trim() ? 100 : 0,
    location: p.countryCode ? (p.locationExact ? 100 : 60) : 0,
    'registry-id': listed ? 100 : 0,
    methodology: p.methodology || p.cdr ? 100 : 40,
    permanence: clamp((Math.log10(Math.max(1, p.permanenceYears)) / 3) * 100),
    'reversal-risk': risk ? reversalScore[risk] : null,
    additionality: p.cdr ? clamp(p.cdr.additionality * 50) : p.registryKey ? 60 : 40,
    negativity: p.cdr?.negativity != null ? clamp(p.cdr.negativity * 100) : null,
    specificity: p.cdr ? clamp(p.cdr.specificity * 50) : p.methodology ? 75 : 40,
    volume: p.cdr?.volumeValidated ? 100 : p.issuedCredits > 0 ? 90 : p.annualVolumeT > 0 ? 60 : 30,
    rating: p.cdr ? clamp((p.cdr.rating - 1) * 25) : null,
    'vintage-age': vintageAge(p),
    sdgs: clamp(p.sdgs.length * 15 + (p.sdgsFromRegistry && p.sdgs.length ? 10 : 0)),
    'sdg-evidence': p.sdgs.length === 0 ? 0 : p.sdgsFromRegistry ? 100 : 40,
    status: statusScore[p.status] ?? 40,
    verifier: p.verifier ? 100 : 30,
    issuance: issued ? 100 : 30,
    documentation: listed ? 100 : p.documentationUrl ? 80 : 40,
    monitoring: monitoring(p),
    standard: p.registryKey ? 100 : 40,
    'independent-review': p.cdr || p.verifier ? 100 : 50,
  }
}

/** Section score = mean of its assessed criteria; overall = weighted sum (weights add to 1). */
export function computeSii(p: SiiInput): SiiResult {
  const criteria = scoreCriteria(p)
  const sections = SII_SECTIONS.map((section) => {
    const scored = section.criteria.map((key) => ({ key, score: criteria[key] }))
    const values = scored.map((c) => c.score).filter((s): s is number => s !== null)
    const score = values.length ? clamp(values.reduce((a, b) => a + b, 0) / values.length) : 0
    return { key: section.key, weight: section.weight, score, criteria: scored }
  })
  const overall = clamp(sections.reduce((sum, s) => sum + s.weight * s.score, 0))
  return { overall, sections }
}
