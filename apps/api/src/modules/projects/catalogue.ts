import type { SiiInput } from '@kelp/core/projects'
import catalogueJson from '../../db/seed-data/catalogue.json'

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
  /** True when lat/lon are the source's site coordinates, not a point near the country's centre. */
  locationExact: boolean
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
}

export const catalogue = catalogueJson as CatalogueProject[]

/** Slugs of the catalogue's projects: the ones with a location map drawn at build time. */
export const catalogueSlugs: ReadonlySet<string> = new Set(catalogue.map((p) => p.slug))
