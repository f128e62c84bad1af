import type { CriterionDoc } from './methodology'
import type { SiiCriterionKey } from './sii-sections'

const t = (en: string, de: string) => ({ en, de })

/** Each criterion's rule in both languages and the attributes it reads: exactly sii.ts. */
export const SII_CRITERIA_DOCS = {
  identity: {
    name: t('Developer named', 'Entwickler benannt'),
    rule: t(
      '100 if the developer is named, else 0.',
      '100, wenn der Entwickler benannt ist, sonst 0.',
    ),
    inputs: ['developer'],
  },
  location: {
    name: t('Location', 'Standort'),
    rule: t(
      '100 for site coordinates, 60 for the country only, 0 without a country.',
      '100 bei Standortkoordinaten, 60 nur mit Land, 0 ohne Land.',
    ),
    inputs: ['countryCode', 'locationExact'],
  },
  'registry-id': {
    name: t('Registry listing', 'Registereintrag'),
    rule: t(
      '100 if a registry lists the project under an ID, else 0 (a database entry is not a registry listing).',
      '100, wenn ein Register das Projekt unter einer ID führt, sonst 0 (ein Datenbankeintrag ist kein Registereintrag).',
    ),
    inputs: ['registryKey', 'registryId'],
  },
  methodology: {
    name: t('Methodology', 'Methodik'),
    rule: t(
      '100 if a methodology or CarbonPlan metrics exist, else 40.',
      '100 bei benannter Methodik oder CarbonPlan-Metriken, sonst 40.',
    ),
    inputs: ['methodology', 'cdr'],
  },
  permanence: {
    name: t('Permanence', 'Dauerhaftigkeit'),
    rule: t(
      'log10(years) / 3 × 100: 1,000 years or more scores 100.',
      'log10(Jahre) / 3 × 100: ab 1.000 Jahren 100.',
    ),
    inputs: ['permanenceYears'],
  },
  'reversal-risk': {
    name: t('Reversal risk', 'Umkehrrisiko'),
    rule: t(
      'By where the method stores carbon: low risk (rock, minerals, stable char) 100, medium (ocean) 60, high (trees, soils, peat, mangroves) 25; not assessed for avoidance, which stores nothing.',
      'Nach dem Speicherort der Methode: geringes Risiko (Gestein, Minerale, stabile Kohle) 100, mittleres (Ozean) 60, hohes (Bäume, Böden, Moor, Mangroven) 25; bei Vermeidung, die nichts speichert, nicht bewertet.',
    ),
    inputs: ['method'],
  },
  additionality: {
    name: t('Additionality', 'Zusätzlichkeit'),
    rule: t(
      "CarbonPlan's 0-2 rating × 50; otherwise 60 with a registry listing, 40 without.",
      'CarbonPlans Bewertung 0-2 × 50; sonst 60 mit Registereintrag, 40 ohne.',
    ),
    inputs: ['cdr', 'registryKey'],
  },
  negativity: {
    name: t('Negativity', 'Negativität'),
    rule: t(
      "CarbonPlan's net-removal ratio × 100; not assessed without it.",
      'CarbonPlans Netto-Entnahmeverhältnis × 100; ohne Wert nicht bewertet.',
    ),
    inputs: ['cdr'],
  },
  specificity: {
    name: t('Specificity', 'Spezifität'),
    rule: t(
      "CarbonPlan's 0-2 rating × 50; otherwise 75 with a named methodology, 40 without.",
      'CarbonPlans Bewertung 0-2 × 50; sonst 75 mit benannter Methodik, 40 ohne.',
    ),
    inputs: ['cdr', 'methodology'],
  },
  volume: {
    name: t('Volume', 'Volumen'),
    rule: t(
      '100 if CarbonPlan validated the volume, 90 if credits were issued, 60 if a volume is stated, else 30.',
      '100 bei von CarbonPlan validiertem Volumen, 90 bei ausgegebenen Zertifikaten, 60 bei angegebenem Volumen, sonst 30.',
    ),
    inputs: ['cdr', 'issuedCredits', 'annualVolumeT'],
  },
  rating: {
    name: t('CarbonPlan rating', 'CarbonPlan-Bewertung'),
    rule: t(
      '(rating − 1) × 25 for the 1-5 rating; not assessed without it.',
      '(Bewertung − 1) × 25 für die Skala 1-5; ohne Wert nicht bewertet.',
    ),
    inputs: ['cdr'],
  },
  'vintage-age': {
    name: t('Vintage age', 'Alter der Jahrgänge'),
    rule: t(
      '100 when the oldest vintage on offer is at most a year old, 15 less for each further year.',
      '100, wenn der älteste angebotene Jahrgang höchstens ein Jahr alt ist, je weiteres Jahr 15 weniger.',
    ),
    inputs: ['vintages'],
  },
  sdgs: {
    name: t('SDG contribution', 'SDG-Beitrag'),
    rule: t(
      '15 per SDG, plus 10 when the registry lists them, up to 100.',
      '15 je SDG, plus 10, wenn das Register sie nennt, höchstens 100.',
    ),
    inputs: ['sdgs', 'sdgsFromRegistry'],
  },
  'sdg-evidence': {
    name: t('SDG evidence', 'SDG-Nachweis'),
    rule: t(
      '100 if the registry lists the SDGs, 40 if they are typical for the method, 0 without SDGs.',
      '100, wenn das Register die SDGs nennt, 40 bei methodentypischen SDGs, 0 ohne SDGs.',
    ),
    inputs: ['sdgs', 'sdgsFromRegistry'],
  },
  status: {
    name: t('Verification status', 'Prüfstatus'),
    rule: t(
      'Listed or validated 100, under validation 60, proposal 50, under development 40.',
      'Gelistet oder validiert 100, in Validierung 60, Vorschlag 50, in Entwicklung 40.',
    ),
    inputs: ['status'],
  },
  verifier: {
    name: t('Verifier', 'Prüfstelle'),
    rule: t(
      '100 if an independent verifier is named, else 30.',
      '100 bei benannter unabhängiger Prüfstelle, sonst 30.',
    ),
    inputs: ['verifier'],
  },
  issuance: {
    name: t('Issued credits', 'Ausgegebene Zertifikate'),
    rule: t(
      '100 if credits have been issued (at the registry or as an issued vintage), else 30.',
      '100, wenn Zertifikate ausgegeben wurden (im Register oder als ausgegebener Jahrgang), sonst 30.',
    ),
    inputs: ['issuedCredits', 'vintages'],
  },
  documentation: {
    name: t('Public documentation', 'Öffentliche Dokumentation'),
    rule: t(
      '100 for a public registry page, 80 for a documentation link, else 40.',
      '100 bei öffentlicher Registerseite, 80 bei Dokumentationslink, sonst 40.',
    ),
    inputs: ['registryKey', 'registryId', 'documentationUrl'],
  },
  monitoring: {
    name: t('Monitoring data', 'Monitoringdaten'),
    rule: t(
      '25, plus 25 for each public data source besides the registry (up to two), plus 25 when a yearly volume is reported.',
      '25, plus 25 je öffentlicher Datenquelle neben dem Register (höchstens zwei), plus 25, wenn ein jährliches Volumen berichtet wird.',
    ),
    inputs: ['sources', 'annualVolumeT'],
  },
  standard: {
    name: t('Registry standard', 'Registerstandard'),
    rule: t(
      '100 when a carbon registry issues the credits, 40 without a registry.',
      '100, wenn ein CO₂-Register die Zertifikate ausgibt, 40 ohne Register.',
    ),
    inputs: ['registryKey'],
  },
  'independent-review': {
    name: t('Independent review', 'Unabhängige Prüfung'),
    rule: t(
      '100 if CarbonPlan or a verifier reviewed the project, else 50.',
      '100, wenn CarbonPlan oder eine Prüfstelle das Projekt geprüft hat, sonst 50.',
    ),
    inputs: ['cdr', 'verifier'],
  },
} as const satisfies Record<SiiCriterionKey, CriterionDoc>
