import type { ProjectFacts } from './facts'
import { countryName, formatNumber, sentences, type Lang } from './format'
import { methodWording, PROTOCOL_NAMES, STATUS_WORDING } from './wording'

/** One line: method, developer, country, registry listing (or its absence) and status. */
export function composeSummary(f: ProjectFacts, l: Lang): string {
  const method = methodWording(f.method)?.[l].name ?? f.method
  const country = countryName(l, f.countryCode)
  const status = STATUS_WORDING[l][f.status] ?? f.status
  const sources = f.sources.map((s) => s.name).join(', ')
  const where = country ? ` (${country})` : ''
  if (l === 'en') {
    const listing = f.registry
      ? `Registry: ${f.registry} (${f.registryId ?? 'no ID'}), status ${status}.`
      : `No carbon registry lists it${sources ? `; data from ${sources}` : ''}; status ${status}.`
    return `${method} project by ${f.developer.trim()}${where}. ${listing}`
  }
  const listing = f.registry
    ? `Register: ${f.registry} (${f.registryId ?? 'ohne ID'}), Status ${status}.`
    : `Kein CO₂-Register führt es${sources ? `; Daten aus ${sources}` : ''}; Status ${status}.`
  return `${method}: Projekt von ${f.developer.trim()}${where}. ${listing}`
}

/** How the method works, then what the data says about this project, and nothing more. */
export function composeAbout(f: ProjectFacts, l: Lang): string {
  const en = l === 'en'
  const how = methodWording(f.method)?.[l].how ?? null
  const country = countryName(l, f.countryCode)
  const n = (x: number) => formatNumber(l, x)
  const methodology = f.methodology ? (PROTOCOL_NAMES[l][f.methodology] ?? f.methodology) : null
  const where = country
    ? en
      ? `Developer: ${f.developer.trim()}. Country: ${country} (${f.locationExact ? 'the source gives the site coordinates' : 'located by country only, not by site'}).`
      : `Entwickler: ${f.developer.trim()}. Land: ${country} (${f.locationExact ? 'die Quelle nennt die Standortkoordinaten' : 'nur nach Land verortet, nicht nach Standort'}).`
    : en
      ? `Developer: ${f.developer.trim()}. The data names no country.`
      : `Entwickler: ${f.developer.trim()}. Die Daten nennen kein Land.`
  return sentences([
    how,
    where,
    f.annualVolumeT > 0 &&
      (en
        ? `Its source states a volume of about ${n(f.annualVolumeT)} t CO₂e per year.`
        : `Die Quelle nennt ein Volumen von etwa ${n(f.annualVolumeT)} t CO₂e pro Jahr.`),
    f.issuedCredits > 0 &&
      (en
        ? `${n(f.issuedCredits)} credits have been issued so far.`
        : `Bisher wurden ${n(f.issuedCredits)} Zertifikate ausgegeben.`),
    methodology && (en ? `Methodology: ${methodology}.` : `Methodik: ${methodology}.`),
    f.verifier && (en ? `Verifier: ${f.verifier}.` : `Prüfstelle: ${f.verifier}.`),
  ])
}
