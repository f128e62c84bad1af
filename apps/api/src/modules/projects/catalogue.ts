import { computeSii, type SiiInput } from '@kelp/core/projects'
import type { Locale } from '@kelp/core/http'
import catalogueJson from '../../db/seed-data/catalogue.json'

interface Texts {
  summary: string
  about: string
  take: string
  socio: string
  environmental: string
}

/** One entry of db/seed-data/catalogue.json (built by scripts/catalogue/build.mjs). */
export interface CatalogueProject {
  slug: string
  source: string
  sourceId: string
  name: string
  developer: string
  countryCode: string
  locationLabel: string
  lat: number
  lon: number
  method: string
  type: string
  registry: string
  standard: string
  registryId: string
  registryUrl: string
  documentationUrl: string | null
  methodology: string | null
  status: string
  annualVolumeT: number
  issuedCredits: number
  permanenceYears: number
  permanenceFromSource: boolean
  verifier: string | null
  sdgs: number[]
  sdgsFromRegistry: boolean
  cdr: SiiInput['cdr'] & { permanenceValidated?: boolean }
  vintages: { year: number; creditsAvailable: number; priceCents: number }[]
  texts: Record<Locale, Texts>
}

export const catalogue = catalogueJson as CatalogueProject[]

/** The engine's inputs for a catalogue project: facts only, nothing invented. */
export function siiInput(p: CatalogueProject): SiiInput {
  return {
    developer: p.developer,
    locationExact: p.source === 'isometric',
    registry: p.registry,
    registryId: p.registryId,
    methodology: p.methodology,
    documentationUrl: p.documentationUrl,
    status: p.status,
    permanenceYears: p.permanenceYears,
    permanenceFromSource: p.permanenceFromSource,
    annualVolumeT: p.annualVolumeT,
    issuedCredits: p.issuedCredits,
    verifier: p.verifier,
    sdgs: p.sdgs,
    sdgsFromRegistry: p.sdgsFromRegistry,
    cdr: p.cdr
      ? {
          rating: p.cdr.rating,
          additionality: p.cdr.additionality,
          specificity: p.cdr.specificity,
          negativity: p.cdr.negativity,
          volumeValidated: p.cdr.volumeValidated,
        }
      : null,
  }
}

export { computeSii }
