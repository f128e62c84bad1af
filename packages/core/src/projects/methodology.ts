import type { SiiInput } from './sii'
import { SII_CRITERIA_DOCS } from './sii-criteria'
import { SII_CRITERIA_COUNT, SII_SECTIONS, type SiiSectionKey } from './sii-sections'

export type Text = { en: string; de: string }
type SiiAttribute = Exclude<keyof SiiInput, 'asOfYear'>
export interface CriterionDoc {
  name: Text
  rule: Text
  /** The project attributes the criterion is computed from (and no others). */
  inputs: readonly SiiAttribute[]
}

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
  criteria: SII_CRITERIA_DOCS,
}
