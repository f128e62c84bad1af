import { categories } from './categories.mjs'

const regionNames = {
  en: new Intl.DisplayNames(['en'], { type: 'region' }),
  de: new Intl.DisplayNames(['de'], { type: 'region' }),
}
const num = { en: new Intl.NumberFormat('en'), de: new Intl.NumberFormat('de') }
const statusText = {
  en: {
    proposal: 'a proposal reviewed by CarbonPlan',
    listed: 'listed',
    validated: 'validated',
    'under-validation': 'under validation',
    'under-development': 'under development',
  },
  de: {
    proposal: 'ein von CarbonPlan geprüfter Vorschlag',
    listed: 'gelistet',
    validated: 'validiert',
    'under-validation': 'in Validierung',
    'under-development': 'in Entwicklung',
  },
}

/** Isometric's programme; each project follows one of its protocols (its methodology). */
export const ISOMETRIC_STANDARD = 'Isometric Standard'

/** Isometric protocol slugs (the source's methodology) by name, per language. */
const protocolNames = {
  en: {
    biochar: 'Isometric Biochar protocol',
    'enhanced-weathering-agriculture': 'Isometric Enhanced Weathering in Agriculture protocol',
    'direct-air-capture': 'Isometric Direct Air Capture protocol',
    'river-alkalinity-enhancement': 'Isometric River Alkalinity Enhancement protocol',
  },
  de: {
    biochar: 'Isometric-Protokoll für Pflanzenkohle',
    'enhanced-weathering-agriculture':
      'Isometric-Protokoll für beschleunigte Verwitterung in der Landwirtschaft',
    'direct-air-capture': 'Isometric-Protokoll für direkte CO₂-Abscheidung aus der Luft',
    'river-alkalinity-enhancement': 'Isometric-Protokoll für Alkalinitätserhöhung in Flüssen',
  },
}

/**
 * Kelp's own texts for one project, composed from its facts only. The site is left to the
 * key facts, which name the country in the reader's language (the sources label sites in
 * English); the texts name only the country, as a standalone noun, which German can take
 * without an article.
 */
export function composeTexts(p) {
  const out = {}
  for (const l of ['en', 'de']) {
    const c = categories[p.category][l]
    const country = regionNames[l].of(p.countryCode)
    const status = statusText[l][p.status] ?? p.status
    const vol = num[l].format(p.annualVolumeT)
    const issued = num[l].format(p.issuedCredits)
    const years = num[l].format(p.permanenceYears)
    const en = l === 'en'
    const methodology = protocolNames[l][p.methodology] ?? p.methodology
    const listing = p.registry
      ? en
        ? `Registry: ${p.registry} (${p.registryId})`
        : `Register: ${p.registry} (${p.registryId})`
      : en
        ? `Not listed at a registry; source: ${p.sources[0].name}`
        : `Bei keinem Register gelistet; Quelle: ${p.sources[0].name}`
    const summary = en
      ? `${c.method} project by ${p.developer.trim()} (${country}). ${listing}, status ${status}.`
      : `${c.method}-Projekt von ${p.developer.trim()} (${country}). ${listing}, Status ${status}.`
    const facts = [
      p.annualVolumeT > 0
        ? en
          ? `Its source states a volume of about ${vol} t CO₂e per year.`
          : `Die Quelle nennt ein Volumen von etwa ${vol} t CO₂e pro Jahr.`
        : null,
      p.issuedCredits > 0
        ? en
          ? `${issued} credits have been issued so far.`
          : `Bisher wurden ${issued} Zertifikate ausgegeben.`
        : null,
      methodology ? (en ? `Methodology: ${methodology}.` : `Methodik: ${methodology}.`) : null,
      p.verifier ? (en ? `Verifier: ${p.verifier}.` : `Prüfstelle: ${p.verifier}.`) : null,
      p.permanenceFromSource
        ? en
          ? `CarbonPlan reports a durability of ${years} years.`
          : `CarbonPlan gibt eine Dauerhaftigkeit von ${years} Jahren an.`
        : null,
    ].filter(Boolean)
    out[l] = {
      summary,
      about: `${c.about} ${facts.join(' ')}`,
      take: take(p, l),
      socio: c.socio,
      environmental: c.env,
    }
  }
  return out
}

function take(p, l) {
  const en = l === 'en'
  const parts = []
  if (p.permanenceYears >= 1000)
    parts.push(
      en
        ? 'Durable storage is the main strength here.'
        : 'Die dauerhafte Speicherung ist die größte Stärke.',
    )
  else if (p.permanenceYears < 50)
    parts.push(
      en
        ? 'Storage is shorter-lived, so we suggest pairing it with durable removals.'
        : 'Die Speicherung ist kürzer, daher empfehlen wir eine Kombination mit dauerhaften Entnahmen.',
    )
  if (p.cdr && p.cdr.additionality >= 2)
    parts.push(
      en
        ? 'CarbonPlan judged additionality as well supported.'
        : 'CarbonPlan bewertet die Zusätzlichkeit als gut belegt.',
    )
  if (p.cdr && p.cdr.additionality === 0)
    parts.push(
      en
        ? 'Additionality is not well documented yet; ask for evidence before large purchases.'
        : 'Die Zusätzlichkeit ist noch schwach belegt; fragen Sie vor großen Käufen nach Nachweisen.',
    )
  if (['under-validation', 'under-development', 'proposal'].includes(p.status))
    parts.push(
      en
        ? 'Credits are not yet verified, so treat volumes as forward estimates.'
        : 'Die Zertifikate sind noch nicht verifiziert; Volumen sind Vorausschätzungen.',
    )
  if (p.sdgsFromRegistry && p.sdgs.length >= 5)
    parts.push(
      en
        ? `The registry lists ${p.sdgs.length} SDGs, a broad co-benefit profile.`
        : `Das Register nennt ${p.sdgs.length} SDGs, ein breites Zusatznutzen-Profil.`,
    )
  if (parts.length === 0)
    parts.push(
      en
        ? 'A solid, well-documented project for a balanced portfolio.'
        : 'Ein solides, gut dokumentiertes Projekt für ein ausgewogenes Portfolio.',
    )
  return parts.join(' ')
}
