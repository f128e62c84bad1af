import type { SiiInput, SiiVintage } from '../sii'

/**
 * One project's facts as the catalogue holds them: the single input from which its SII score,
 * its texts and its visual are made. Registry fields follow the catalogue model; `registryKey`
 * is null when no carbon registry lists the project (a database entry is a source, not a
 * registry).
 */
export interface ProjectFacts {
  name: string
  developer: string
  countryCode: string | null
  /** True for site coordinates from the source; false when only the country is known. */
  locationExact: boolean
  lat: number
  lon: number
  method: string
  type: 'removal' | 'avoidance' | 'removal-avoidance'
  registryKey: string | null
  /** The registry's display name, null without a registry. */
  registry: string | null
  registryId: string | null
  sources: { name: string; url: string }[]
  methodology: string | null
  documentationUrl: string | null
  status: string
  permanenceYears: number
  /** True when the durability comes from the project's source rather than the method's reference. */
  permanenceFromSource: boolean
  annualVolumeT: number
  issuedCredits: number
  verifier: string | null
  sdgs: number[]
  sdgsFromRegistry: boolean
  vintages: SiiVintage[]
  cdr: SiiInput['cdr']
}

/** The SII engine's input: the facts it scores, as of a given year. */
export function siiInputFromFacts(f: ProjectFacts, asOfYear: number): SiiInput {
  return {
    developer: f.developer,
    countryCode: f.countryCode,
    locationExact: f.locationExact,
    registryKey: f.registryKey,
    registryId: f.registryId,
    sources: f.sources,
    method: f.method,
    methodology: f.methodology,
    documentationUrl: f.documentationUrl,
    status: f.status,
    permanenceYears: f.permanenceYears,
    annualVolumeT: f.annualVolumeT,
    issuedCredits: f.issuedCredits,
    verifier: f.verifier,
    sdgs: f.sdgs,
    sdgsFromRegistry: f.sdgsFromRegistry,
    vintages: f.vintages.map(({ year, status }) => ({ year, status })),
    asOfYear,
    cdr: f.cdr,
  }
}
