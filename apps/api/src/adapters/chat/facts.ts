import type { Locale } from '@kelp/core/http'
import { projectSite, type ProjectDetail } from '@kelp/core/projects'

/** One retrievable piece of project data: what it is, its value and a ready sentence. */
export interface ProjectFact {
  key: string
  label: string
  value: string
  sentence: string
  /** Words people use when asking for it, both languages (the index also reads the value). */
  terms: string
}

type L = Record<Locale, string>
const pick = (text: L, locale: Locale) => text[locale]

const methodNames: Record<string, L> = {
  biochar: { en: 'biochar', de: 'Pflanzenkohle' },
  'regenerative-agriculture': { en: 'regenerative agriculture', de: 'regenerative Landwirtschaft' },
  'peatland-restoration': { en: 'peatland restoration', de: 'Moorwiedervernässung' },
  'redd-plus': { en: 'REDD+ forest protection', de: 'REDD+ Waldschutz' },
  'afforestation-reforestation': { en: 'afforestation and reforestation', de: 'Aufforstung' },
  refrigerants: { en: 'refrigerant destruction', de: 'Kältemittelvernichtung' },
  mangrove: { en: 'mangrove restoration', de: 'Mangroven-Renaturierung' },
  peatland: { en: 'peatland', de: 'Moor' },
  'enhanced-weathering': { en: 'enhanced weathering', de: 'beschleunigte Verwitterung' },
  soil: { en: 'soil carbon', de: 'Bodenkohlenstoff' },
  'direct-air-capture': { en: 'direct air capture', de: 'Direct Air Capture' },
  'mineral-storage': { en: 'mineral storage', de: 'mineralische Speicherung' },
  ocean: { en: 'ocean-based removal', de: 'ozeanbasierte Entnahme' },
  'clean-energy': { en: 'clean energy', de: 'saubere Energie' },
  methane: { en: 'methane capture', de: 'Methanvermeidung' },
}
const typeNames: Record<string, L> = {
  removal: { en: 'removal', de: 'Entnahme' },
  avoidance: { en: 'avoidance', de: 'Vermeidung' },
  'removal-avoidance': { en: 'removal and avoidance', de: 'Entnahme und Vermeidung' },
}
const sectionNames: Record<string, L & { terms: string }> = {
  basic: { en: 'Basic details', de: 'Basisangaben', terms: 'basic details identity basis angaben' },
  carbon: {
    en: 'Carbon impact',
    de: 'CO₂-Wirkung',
    terms: 'carbon impact additionality co2 wirkung zusätzlichkeit',
  },
  beyond: {
    en: 'Beyond carbon',
    de: 'Über CO₂ hinaus',
    terms: 'beyond carbon co-benefits über hinaus',
  },
  reporting: {
    en: 'Reporting',
    de: 'Berichterstattung',
    terms: 'reporting transparency verification berichterstattung',
  },
  compliance: {
    en: 'Compliance and reputation',
    de: 'Compliance und Reputation',
    terms: 'compliance reputation',
  },
}

export function euro(cents: number, locale: Locale): string {
  return new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', {
    style: 'currency',
    currency: 'EUR',
  }).format(cents / 100)
}
const num = (n: number, locale: Locale) => n.toLocaleString(locale === 'de' ? 'de-DE' : 'en-GB')

function fact(key: string, label: L, value: string, sentence: L, terms: string, locale: Locale) {
  return { key, label: pick(label, locale), value, sentence: pick(sentence, locale), terms }
}

/** Every fact the assistant may use, in the request language; numbers only from the data. */
export function projectFacts(p: ProjectDetail, locale: Locale): ProjectFact[] {
  // The sources label sites in English; the country comes localized (p.country).
  const site = projectSite(p.locationLabel, p.countryCode)
  const location = site ? `${site}, ${p.country}` : p.country
  const de = locale === 'de'
  const years = p.vintages.map((v) => v.year)
  const byVintage = p.vintages.map((v) => `${v.year}: ${euro(v.priceCents, locale)}`).join(', ')
  const creditsBy = p.vintages
    .map((v) => `${v.year}: ${num(v.creditsAvailable, locale)}`)
    .join(', ')
  const method = methodNames[p.method] ? pick(methodNames[p.method]!, locale) : p.method
  const type = typeNames[p.type] ? pick(typeNames[p.type]!, locale) : p.type
  const price = p.priceCents === null ? '—' : euro(p.priceCents, locale)
  const credits = num(p.creditsAvailable, locale)
  const sdgs = p.sdgs.join(', ')
  const facts: ProjectFact[] = [
    fact(
      'price',
      { en: 'Price', de: 'Preis' },
      `${price} (${byVintage})`,
      {
        en: `Credits from ${p.name} start at ${price} per tonne. By vintage: ${byVintage}.`,
        de: `Zertifikate von ${p.name} gibt es ab ${price} pro Tonne. Nach Jahrgang: ${byVintage}.`,
      },
      'price prices cost costs expensive cheap pay euro eur per tonne preis preise kosten kostet teuer günstig zahlen',
      locale,
    ),
    fact(
      'credits',
      { en: 'Credits available', de: 'Verfügbare Zertifikate' },
      `${credits} (${creditsBy})`,
      {
        en: `${credits} credits are available in total. By vintage: ${creditsBy}.`,
        de: `Insgesamt sind ${credits} Zertifikate verfügbar. Nach Jahrgang: ${creditsBy}.`,
      },
      'credits available availability many how much buy quantity tonnes stock zertifikate verfügbar verfügbarkeit viele menge kaufen tonnen',
      locale,
    ),
    fact(
      'vintages',
      { en: 'Vintages', de: 'Jahrgänge' },
      years.join(', '),
      {
        en: `Available vintages: ${years.join(', ')}.`,
        de: `Verfügbare Jahrgänge: ${years.join(', ')}.`,
      },
      'vintage vintages year years jahrgang jahrgänge jahr jahre',
      locale,
    ),
    fact(
      'permanence',
      { en: 'Permanence', de: 'Dauerhaftigkeit' },
      `${num(p.permanenceYears, locale)}`,
      {
        en: `The carbon is expected to stay stored for about ${num(p.permanenceYears, locale)} years (permanence).`,
        de: `Der Kohlenstoff bleibt voraussichtlich etwa ${num(p.permanenceYears, locale)} Jahre gebunden (Dauerhaftigkeit).`,
      },
      'permanence permanent durable durability long last lasting stored storage store dauerhaftigkeit dauerhaft lange gespeichert speicherung haltbarkeit',
      locale,
    ),
    fact(
      'country',
      { en: 'Location', de: 'Standort' },
      location,
      {
        en: `The project is located in ${location}.`,
        de: `Standort des Projekts: ${location}.`,
      },
      'country where location located place region land wo standort liegt ort gelegen',
      locale,
    ),
    fact(
      'method',
      { en: 'Method', de: 'Methode' },
      method,
      {
        en: `The project's method (category) is ${method}.`,
        de: `Die Methode (Kategorie) des Projekts ist ${method}.`,
      },
      'method category technology approach kind how work works methode kategorie technologie verfahren art funktioniert',
      locale,
    ),
    fact(
      'type',
      { en: 'Type', de: 'Typ' },
      type,
      {
        en: `It is a ${type} project.`,
        de: `Es ist ein Projekt der Art ${type}.`,
      },
      'type removal avoidance remove avoid typ entnahme vermeidung entfernt vermeidet',
      locale,
    ),
    fact(
      'registry',
      { en: 'Registry', de: 'Register' },
      `${p.registry} (${p.registryId})`,
      {
        en: `It is listed in ${p.registry} under ID ${p.registryId}, standard ${p.standard}, status ${p.status}.`,
        de: `Es ist in ${p.registry} unter der ID ${p.registryId} eingetragen, Standard ${p.standard}, Status ${p.status}.`,
      },
      'registry registered standard certified certification status verified id register registriert zertifiziert zertifizierung standard',
      locale,
    ),
    fact(
      'developer',
      { en: 'Developer', de: 'Entwickler' },
      p.developer,
      {
        en: `The project developer is ${p.developer}.`,
        de: `Der Projektentwickler ist ${p.developer}.`,
      },
      'developer developed runs operator who company organisation entwickler entwickelt betreiber wer betreibt firma unternehmen',
      locale,
    ),
    fact(
      'sdgs',
      { en: 'SDGs', de: 'SDGs' },
      sdgs,
      {
        en: `The project contributes to UN Sustainable Development Goals ${sdgs}.`,
        de: `Das Projekt trägt zu den UN-Nachhaltigkeitszielen ${sdgs} bei.`,
      },
      'sdg sdgs sustainable development goals un goal nachhaltigkeitsziele ziele nachhaltigkeitsziel',
      locale,
    ),
    fact(
      'score',
      { en: 'Quality score (SII)', de: 'Qualitätsbewertung (SII)' },
      `${p.sii.overall}/100`,
      {
        en: `Its Sustainability Integrity Index (SII) is ${p.sii.overall} out of 100.`,
        de: `Der Sustainability Integrity Index (SII) liegt bei ${p.sii.overall} von 100.`,
      },
      'score rating quality sii good integrity index rated overall bewertung qualität punkte gut gesamt wertung',
      locale,
    ),
  ]
  for (const s of p.sii.sections) {
    const name = sectionNames[s.key]
    const label = name ? pick(name, locale) : s.key
    facts.push({
      key: `score.${s.key}`,
      label,
      value: `${s.score}/100`,
      sentence: de
        ? `Im Bereich „${label}“ erreicht es ${s.score} von 100 Punkten.`
        : `In the section "${label}" it scores ${s.score} out of 100.`,
      terms: `section score ${name?.terms ?? s.key} bereich`,
    })
  }
  if (p.methodology) {
    facts.push(
      fact(
        'methodology',
        { en: 'Methodology', de: 'Methodik' },
        p.methodology,
        {
          en: `The methodology is ${p.methodology}.`,
          de: `Die Methodik ist ${p.methodology}.`,
        },
        'methodology methodik',
        locale,
      ),
    )
  }
  const texts: [keyof ProjectDetail['texts'], L, string][] = [
    [
      'summary',
      { en: 'Summary', de: 'Zusammenfassung' },
      'summary overview about what is zusammenfassung überblick was ist',
    ],
    [
      'about',
      { en: 'About', de: 'Über das Projekt' },
      'about describe description explain process über beschreibung erklären',
    ],
    [
      'take',
      { en: "Kelp's take", de: 'Einschätzung von Kelp' },
      'take opinion recommend risk risks should think einschätzung meinung empfehlen risiko risiken sollte',
    ],
    [
      'socio',
      { en: 'Social impact', de: 'Soziale Wirkung' },
      'social community people jobs local benefits socio sozial gemeinschaft menschen arbeitsplätze lokal nutzen',
    ],
    [
      'environmental',
      { en: 'Environmental impact', de: 'Umweltwirkung' },
      'environment environmental nature biodiversity ecological umwelt natur biodiversität ökologisch',
    ],
  ]
  for (const [key, label, terms] of texts) {
    const value = p.texts[key]
    facts.push({ key: `text.${key}`, label: pick(label, locale), value, sentence: value, terms })
  }
  return facts
}
