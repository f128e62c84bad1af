import {
  computeSii,
  composeProjectTexts,
  siiInputFromFacts,
  type ProjectFacts,
} from '@kelp/core/projects'
import type { CatalogueProject } from './catalogue'

/** Registries that issue credits, by the display name the catalogue holds today. */
const REGISTRY_KEYS: Record<string, string> = {
  Verra: 'verra',
  'Gold Standard': 'gold-standard',
  Isometric: 'isometric',
}

/**
 * A catalogue entry's facts for scores, texts and visuals. A name that is not a registry
 * (the CarbonPlan CDR Database) becomes a data source and the project has no registry listing.
 */
export function catalogueFacts(p: CatalogueProject): ProjectFacts {
  const registryKey = REGISTRY_KEYS[p.registry] ?? null
  return {
    name: p.name,
    developer: p.developer,
    countryCode: p.countryCode || null,
    locationExact: p.locationExact,
    lat: p.lat,
    lon: p.lon,
    method: p.method,
    type: p.type as ProjectFacts['type'],
    registryKey,
    registry: registryKey ? p.registry : null,
    registryId: registryKey ? p.registryId : null,
    sources: registryKey ? [] : [{ name: p.registry, url: p.registryUrl }],
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
    vintages: p.vintages.map((v) => ({
      year: v.year,
      status: null,
      creditsAvailable: v.creditsAvailable,
    })),
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

/** Score and texts of a catalogue project, as of a year (the age of its vintages counts). */
export function catalogueContent(p: CatalogueProject, asOfYear = new Date().getUTCFullYear()) {
  const facts = catalogueFacts(p)
  const inputs = siiInputFromFacts(facts, asOfYear)
  const sii = computeSii(inputs)
  return { inputs, sii, texts: composeProjectTexts(facts, sii) }
}
