import {
  computeSii,
  composeProjectTexts,
  REGISTRIES,
  siiInputFromFacts,
  type ProjectFacts,
} from '@kelp/core/projects'
import type { CatalogueProject } from './catalogue'

/** A catalogue entry's facts for scores, texts and visuals. */
export function catalogueFacts(p: CatalogueProject): ProjectFacts {
  return {
    name: p.name,
    developer: p.developer,
    countryCode: p.countryCode || null,
    locationExact: p.locationExact,
    lat: p.lat,
    lon: p.lon,
    method: p.method,
    type: p.type as ProjectFacts['type'],
    registryKey: p.registryKey,
    registry: p.registryKey ? REGISTRIES[p.registryKey].name : null,
    registryId: p.registryId,
    sources: p.sources,
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
    vintages: p.vintages.map((v) => ({ year: v.year, status: v.status })),
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
