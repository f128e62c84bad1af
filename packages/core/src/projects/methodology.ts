type Text = { en: string; de: string }
interface CriterionDoc {
  name: Text
  rule: Text
}

/** The five sections (spec §3 score breakdown), their weights and criteria. */
export const SII_SECTIONS = [
  { key: 'basic', weight: 0.1, criteria: ['identity', 'location', 'registry-id', 'methodology'] },
  {
    key: 'carbon',
    weight: 0.4,
    criteria: ['permanence', 'additionality', 'negativity', 'specificity', 'volume', 'rating'],
  },
  { key: 'beyond', weight: 0.2, criteria: ['sdgs', 'sdg-evidence'] },
  { key: 'reporting', weight: 0.15, criteria: ['status', 'verifier', 'issuance', 'documentation'] },
  { key: 'compliance', weight: 0.15, criteria: ['standard', 'independent-review'] },
] as const

export type SiiSectionKey = (typeof SII_SECTIONS)[number]['key']
export type SiiCriterionKey = (typeof SII_SECTIONS)[number]['criteria'][number]

/** The honest count to state in the UI ("scored on N criteria"). */
export const SII_CRITERIA_COUNT = SII_SECTIONS.reduce((n, s) => n + s.criteria.length, 0)

const t = (en: string, de: string): Text => ({ en, de })

/** Methodology text for the SII page and the Quality tab: exactly the rules of sii.ts. */
export const SII_METHODOLOGY = {
  intro: t(
    `Every project gets a Sustainability Integrity Index (SII) from 0 to 100, computed from ${SII_CRITERIA_COUNT} named criteria in ${SII_SECTIONS.length} sections. Each criterion scores 0-100; a section is the mean of the criteria the data can assess, and the overall score is the weighted sum of the sections: carbon impact 40 %, beyond carbon 20 %, reporting 15 %, compliance and reputation 15 %, basic details 10 %.`,
    `Jedes Projekt erhält einen Sustainability Integrity Index (SII) von 0 bis 100, berechnet aus ${SII_CRITERIA_COUNT} benannten Kriterien in ${SII_SECTIONS.length} Abschnitten. Jedes Kriterium ergibt 0-100; ein Abschnitt ist der Mittelwert der Kriterien, die die Daten bewerten können, und die Gesamtnote ist die gewichtete Summe: CO₂-Wirkung 40 %, über CO₂ hinaus 20 %, Berichterstattung 15 %, Compliance und Reputation 15 %, Basisdaten 10 %.`,
  ),
  sections: {
    basic: t('Basic project details', 'Grundlegende Projektdaten'),
    carbon: t('Carbon impact evaluation', 'Bewertung der CO₂-Wirkung'),
    beyond: t('Beyond carbon', 'Über CO₂ hinaus'),
    reporting: t('Reporting process', 'Berichtsprozess'),
    compliance: t('Compliance and reputation', 'Compliance und Reputation'),
  } satisfies Record<SiiSectionKey, Text>,
  criteria: {
    identity: {
      name: t('Developer named', 'Entwickler benannt'),
      rule: t('100 if the developer is named.', '100, wenn der Entwickler benannt ist.'),
    },
    location: {
      name: t('Location', 'Standort'),
      rule: t(
        '100 for site coordinates, 60 for country level only.',
        '100 bei Standortkoordinaten, 60 nur auf Länderebene.',
      ),
    },
    'registry-id': {
      name: t('Registry ID', 'Register-ID'),
      rule: t(
        '100 if a registry or database ID exists.',
        '100, wenn eine Register- oder Datenbank-ID existiert.',
      ),
    },
    methodology: {
      name: t('Methodology', 'Methodik'),
      rule: t(
        '100 if a methodology or CarbonPlan metrics exist, else 40.',
        '100 bei benannter Methodik oder CarbonPlan-Metriken, sonst 40.',
      ),
    },
    permanence: {
      name: t('Permanence', 'Dauerhaftigkeit'),
      rule: t(
        'log10(years) / 3 × 100: 1,000 years or more scores 100.',
        'log10(Jahre) / 3 × 100: ab 1.000 Jahren 100.',
      ),
    },
    additionality: {
      name: t('Additionality', 'Zusätzlichkeit'),
      rule: t(
        "CarbonPlan's 0-2 rating × 50; otherwise 60 on a recognised registry, 40 elsewhere.",
        'CarbonPlans Bewertung 0-2 × 50; sonst 60 bei anerkanntem Register, 40 andernfalls.',
      ),
    },
    negativity: {
      name: t('Negativity', 'Negativität'),
      rule: t(
        "CarbonPlan's net-removal ratio × 100; not assessed without it.",
        'CarbonPlans Netto-Entnahmeverhältnis × 100; ohne Wert nicht bewertet.',
      ),
    },
    specificity: {
      name: t('Specificity', 'Spezifität'),
      rule: t(
        "CarbonPlan's 0-2 rating × 50; otherwise 75 with a named methodology, 40 without.",
        'CarbonPlans Bewertung 0-2 × 50; sonst 75 mit benannter Methodik, 40 ohne.',
      ),
    },
    volume: {
      name: t('Volume', 'Volumen'),
      rule: t(
        '100 if CarbonPlan validated the volume, 90 if credits were issued, 60 if a volume is stated, else 30.',
        '100 bei von CarbonPlan validiertem Volumen, 90 bei ausgegebenen Zertifikaten, 60 bei angegebenem Volumen, sonst 30.',
      ),
    },
    rating: {
      name: t('CarbonPlan rating', 'CarbonPlan-Bewertung'),
      rule: t(
        '(rating − 1) × 25 for the 1-5 rating; not assessed without it.',
        '(Bewertung − 1) × 25 für die Skala 1-5; ohne Wert nicht bewertet.',
      ),
    },
    sdgs: {
      name: t('SDG contribution', 'SDG-Beitrag'),
      rule: t(
        '15 per SDG, plus 10 when the registry lists them, up to 100.',
        '15 je SDG, plus 10, wenn das Register sie nennt, höchstens 100.',
      ),
    },
    'sdg-evidence': {
      name: t('SDG evidence', 'SDG-Nachweis'),
      rule: t(
        '100 if the registry lists the SDGs, 40 if they are typical for the method.',
        '100, wenn das Register die SDGs nennt, 40 bei methodentypischen SDGs.',
      ),
    },
    status: {
      name: t('Registry status', 'Registerstatus'),
      rule: t(
        'Listed or validated 100, under validation 60, proposal 50, under development 40.',
        'Gelistet oder validiert 100, in Validierung 60, Vorschlag 50, in Entwicklung 40.',
      ),
    },
    verifier: {
      name: t('Verifier', 'Prüfstelle'),
      rule: t(
        '100 if an independent verifier is named, else 30.',
        '100 bei benannter unabhängiger Prüfstelle, sonst 30.',
      ),
    },
    issuance: {
      name: t('Issued credits', 'Ausgegebene Zertifikate'),
      rule: t(
        '100 if credits have been issued, else 30.',
        '100, wenn Zertifikate ausgegeben wurden, sonst 30.',
      ),
    },
    documentation: {
      name: t('Public documentation', 'Öffentliche Dokumentation'),
      rule: t(
        '100 for a public registry page, 80 for a documentation link, else 40.',
        '100 bei öffentlicher Registerseite, 80 bei Dokumentationslink, sonst 40.',
      ),
    },
    standard: {
      name: t('Recognised standard', 'Anerkannter Standard'),
      rule: t(
        '100 for Verra, Gold Standard or Isometric, 70 for a reviewed purchase programme.',
        '100 für Verra, Gold Standard oder Isometric, 70 für ein geprüftes Einkaufsprogramm.',
      ),
    },
    'independent-review': {
      name: t('Independent review', 'Unabhängige Prüfung'),
      rule: t(
        '100 if CarbonPlan or a verifier reviewed the project, else 50.',
        '100, wenn CarbonPlan oder eine Prüfstelle das Projekt geprüft hat, sonst 50.',
      ),
    },
  } satisfies Record<SiiCriterionKey, CriterionDoc>,
}
