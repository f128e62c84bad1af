import type { BlogArticle } from '../../types'

export const article: BlogArticle = {
  slug: 'biochar-explained',
  title: 'Pflanzenkohle: Wie verkohlte Pflanzenreste Kohlenstoff für Jahrhunderte speichern',
  description:
    'Wie Entnahme durch Pflanzenkohle funktioniert, warum ihre Dauerhaftigkeit gut verstanden ist und was Sie vor dem Kauf prüfen sollten.',
  published: '2026-05-05',
  readingMinutes: 6,
  sections: [
    {
      heading: 'Das Verfahren',
      paragraphs: [
        'Biomassereste wie Nussschalen oder Holzhackschnitzel werden unter Sauerstoffmangel erhitzt (Pyrolyse). Etwa die Hälfte ihres Kohlenstoffs landet in einem stabilen, holzkohleartigen Material, das in Böden oder Baustoffe eingearbeitet wird.',
      ],
    },
    {
      heading: 'Warum das als Entnahme zählt',
      paragraphs: [
        'Die Pflanzen haben beim Wachsen CO₂ aus der Luft aufgenommen. Ohne Pyrolyse würde das meiste beim Verrotten wieder in die Atmosphäre gelangen. In Pflanzenkohle bleibt ein großer Teil für Hunderte von Jahren gebunden.',
      ],
    },
    {
      heading: 'Was Sie prüfen sollten',
      paragraphs: ['Gute Pflanzenkohleprojekte dokumentieren:'],
      points: [
        'dass das Ausgangsmaterial ein echter Reststoff ist und keine eigens angebaute Biomasse',
        'Laboranalysen jeder Charge (H/C-Verhältnis)',
        'dass Emissionen aus Transport und Pyrolyse von den Zertifikaten abgezogen werden',
      ],
    },
  ],
}
