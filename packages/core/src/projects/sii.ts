import { SII_SECTIONS, type SiiCriterionKey, type SiiSectionKey } from './methodology'

/** The facts the Sustainability Integrity Index is computed from. */
export interface SiiInput {
  developer: string
  locationExact: boolean
  registry: string
  registryId: string
  methodology: string | null
  documentationUrl: string | null
  status: string
  permanenceYears: number
  permanenceFromSource: boolean
  annualVolumeT: number
  issuedCredits: number
  verifier: string | null
  sdgs: number[]
  sdgsFromRegistry: boolean
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

const RECOGNISED_REGISTRIES = ['Verra', 'Gold Standard', 'Isometric']
const clamp = (n: number) => Math.max(0, Math.min(100, Math.round(n)))
const statusScore: Record<string, number> = {
  listed: 100,
  validated: 100,
  'under-validation': 60,
  proposal: 50,
  'under-development': 40,
}

/** Every criterion's score from the facts; the rules are documented in methodology.ts. */
export function scoreCriteria(p: SiiInput): Record<SiiCriterionKey, number | null> {
  const listed = RECOGNISED_REGISTRIES.includes(p.registry)
  return {
    identity: p.developer.trim() ? 100 : 0,
    location: p.locationExact ? 100 : 60,
    'registry-id': p.registryId ? 100 : 0,
    methodology: p.methodology || p.cdr ? 100 : 40,
    permanence: clamp((Math.log10(Math.max(1, p.permanenceYears)) / 3) * 100),
    additionality: p.cdr ? clamp(p.cdr.additionality * 50) : listed ? 60 : 40,
    negativity: p.cdr?.negativity != null ? clamp(p.cdr.negativity * 100) : null,
    specificity: p.cdr ? clamp(p.cdr.specificity * 50) : p.methodology ? 75 : 40,
    volume: p.cdr?.volumeValidated ? 100 : p.issuedCredits > 0 ? 90 : p.annualVolumeT > 0 ? 60 : 30,
    rating: p.cdr ? clamp((p.cdr.rating - 1) * 25) : null,
    sdgs: clamp(p.sdgs.length * 15 + (p.sdgsFromRegistry ? 10 : 0)),
    'sdg-evidence': p.sdgsFromRegistry ? 100 : 40,
    status: statusScore[p.status] ?? 40,
    verifier: p.verifier ? 100 : 30,
    issuance: p.issuedCredits > 0 ? 100 : 30,
    documentation: listed ? 100 : p.documentationUrl ? 80 : 40,
    standard: listed ? 100 : 70,
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
