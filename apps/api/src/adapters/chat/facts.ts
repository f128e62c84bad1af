import type { Locale } from '@kelp/core/http'
import { projectSite } from '@kelp/core/projects'
import type { ChatProject } from './project'
import { textFacts } from './text-facts'
import { forwardOf, issuedOf, statusSummary, sumCredits, vintageLine } from './vintages'
import { registryDraft } from './registry-fact'
import { euro, list, methodName, num, sectionName, tonnes, typeName, type Draft } from './wording'

/** One retrievable piece of project data: what it is, its value and a ready sentence. */
export interface ProjectFact {
  key: string
  label: string
  value: string
  sentence: string
  /** Words people use when asking for it, both languages (the index also reads the value). */
  terms: string
  /** The data has no value for it: the sentence says so, and the answer counts as unknown. */
  missing?: boolean
}

/** The weakest SII section(s) of the project detail's own scores. */
export function weakestSections(p: ChatProject) {
  const low = Math.min(...p.sii.sections.map((s) => s.score))
  return p.sii.sections.filter((s) => s.score === low)
}

function permanenceDraft(years: number, locale: Locale): Draft {
  return [
    'permanence',
    { en: 'Permanence', de: 'Dauerhaftigkeit' },
    num(years, locale),
    {
      en: `The carbon is expected to stay stored for about ${num(years, locale)} years (permanence).`,
      de: `Der Kohlenstoff bleibt voraussichtlich etwa ${num(years, locale)} Jahre gebunden (Dauerhaftigkeit).`,
    },
    'permanence permanent durable durability long last lasting stored storage store dauerhaftigkeit dauerhaft lange gespeichert speicherung haltbarkeit',
  ]
}

function drafts(p: ChatProject, locale: Locale): Draft[] {
  const site = projectSite(p.locationLabel, p.countryCode)
  const location = site ? `${site}, ${p.country}` : p.country
  const lines = p.vintages.map((v) => vintageLine(v, locale)).join('; ')
  const prices = p.vintages.map((v) => v.priceCents)
  const from = prices.length ? euro(Math.min(...prices), locale) : '—'
  const total = tonnes(sumCredits(p.vintages), locale)
  const issued = tonnes(sumCredits(issuedOf(p)), locale)
  const forward = tonnes(sumCredits(forwardOf(p)), locale)
  const method = methodName(p.method, locale)
  const type = typeName(p.type, locale)
  const sdgs = p.sdgs.join(', ')
  const weakest = weakestSections(p)
  const weakNames = list(
    weakest.map((s) => sectionName(s.key, locale)),
    locale,
  )
  const weakScore = weakest[0]?.score ?? 0
  return [
    [
      'price',
      { en: 'Price', de: 'Preis' },
      `${from} (${lines})`,
      {
        en: `Credits from ${p.name} start at ${from} per tonne. By vintage: ${lines}.`,
        de: `Zertifikate von ${p.name} gibt es ab ${from} pro Tonne. Nach Jahrgang: ${lines}.`,
      },
      'price prices cost costs expensive cheap pay euro eur per tonne preis preise kosten kostet teuer günstig zahlen',
    ],
    [
      'credits',
      { en: 'Credits available', de: 'Verfügbare Zertifikate' },
      `${total} (${lines})`,
      {
        en: `${total} are available in total, ${issued} issued and ${forward} forward. By vintage: ${lines}.`,
        de: `Insgesamt sind ${total} verfügbar, ${issued} ausgegeben und ${forward} als Terminlieferung. Nach Jahrgang: ${lines}.`,
      },
      'credits available availability many how much buy quantity tonnes stock zertifikate verfügbar verfügbarkeit viele menge kaufen tonnen',
    ],
    [
      'vintages',
      { en: 'Vintages', de: 'Jahrgänge' },
      lines,
      {
        en: `Vintages on offer: ${lines}.`,
        de: `Angebotene Jahrgänge: ${lines}.`,
      },
      'vintage vintages year years jahrgang jahrgänge jahr jahre',
    ],
    [
      'status',
      { en: 'Issued or forward', de: 'Ausgegeben oder Termin' },
      `${issued} / ${forward}`,
      { en: statusSummary(p, 'en'), de: statusSummary(p, 'de') },
      'issued forward future delivery delivered deliver verified exist retire retired ausgegeben ausgestellt termin terminlieferung lieferung geliefert künftig verifiziert stilllegen',
    ],
    // Only where the method stores carbon; an estimate says it is one.
    ...(p.permanenceYears === null ? [] : [permanenceDraft(p.permanenceYears, locale)]),
    [
      'country',
      { en: 'Location', de: 'Standort' },
      location,
      {
        en: `The project is located in ${location}.`,
        de: `Standort des Projekts: ${location}.`,
      },
      'country where location located place region land wo standort liegt ort gelegen',
    ],
    [
      'method',
      { en: 'Method', de: 'Methode' },
      method,
      {
        en: `The project's method (category) is ${method}.`,
        de: `Die Methode (Kategorie) des Projekts ist ${method}.`,
      },
      'method category technology approach kind how work works methode kategorie technologie verfahren art funktioniert',
    ],
    [
      'type',
      { en: 'Type', de: 'Typ' },
      type,
      {
        en: `It is ${/^[aeiou]/i.test(type) ? 'an' : 'a'} ${type} project.`,
        de: `Es ist ein Projekt der Art ${type}.`,
      },
      'type removal avoidance remove avoid typ entnahme vermeidung entfernt vermeidet',
    ],
    registryDraft(p, locale),
    [
      'developer',
      { en: 'Developer', de: 'Entwickler' },
      p.developer,
      {
        en: `The project developer is ${p.developer}.`,
        de: `Der Projektentwickler ist ${p.developer}.`,
      },
      'developer developed runs operator who company organisation entwickler entwickelt betreiber wer betreibt firma unternehmen',
    ],
    [
      'sdgs',
      { en: 'SDGs', de: 'SDGs' },
      sdgs || '—',
      sdgs
        ? {
            en: `The project contributes to UN Sustainable Development Goals ${sdgs}.`,
            de: `Das Projekt trägt zu den UN-Nachhaltigkeitszielen ${sdgs} bei.`,
          }
        : {
            en: `Kelp's data names no UN Sustainable Development Goals for ${p.name}.`,
            de: `Kelps Daten nennen keine UN-Nachhaltigkeitsziele für ${p.name}.`,
          },
      'sdg sdgs sustainable development goals un goal nachhaltigkeitsziele ziele nachhaltigkeitsziel',
      !sdgs,
    ],
    [
      'score',
      { en: 'Quality score (SII)', de: 'Qualitätsbewertung (SII)' },
      `${p.sii.overall}/100`,
      {
        en: `Its Sustainability Integrity Index (SII) is ${p.sii.overall} out of 100; its weakest section is ${weakNames} (${weakScore}/100).`,
        de: `Der Sustainability Integrity Index (SII) liegt bei ${p.sii.overall} von 100; der schwächste Bereich ist ${weakNames} (${weakScore}/100).`,
      },
      'score rating quality sii good integrity index rated overall bewertung qualität punkte gut gesamt wertung',
    ],
    [
      'methodology',
      { en: 'Methodology', de: 'Methodik' },
      p.methodology ?? '—',
      p.methodology
        ? {
            en: `The methodology is ${p.methodology}.`,
            de: `Die Methodik ist ${p.methodology}.`,
          }
        : {
            en: `Kelp's data names no methodology for ${p.name}.`,
            de: `Kelps Daten nennen keine Methodik für ${p.name}.`,
          },
      'methodology methodik protocol protokoll',
      !p.methodology,
    ],
  ]
}

/** Every fact the assistant may use, in the request language; numbers only from the data. */
export function projectFacts(p: ChatProject, locale: Locale): ProjectFact[] {
  const facts: ProjectFact[] = drafts(p, locale).map(
    ([key, label, value, sentence, terms, missing]) => ({
      key,
      label: label[locale],
      value,
      sentence: sentence[locale],
      terms,
      ...(missing ? { missing } : {}),
    }),
  )
  for (const s of p.sii.sections) {
    const label = sectionName(s.key, locale)
    facts.push({
      key: `score.${s.key}`,
      label,
      value: `${s.score}/100`,
      sentence:
        locale === 'de'
          ? `Im Bereich „${label}“ erreicht es ${s.score} von 100 Punkten.`
          : `In the section "${label}" it scores ${s.score} out of 100.`,
      terms: `section score ${label} ${s.key} bereich`,
    })
  }
  return [...facts, ...textFacts(p, locale)]
}
