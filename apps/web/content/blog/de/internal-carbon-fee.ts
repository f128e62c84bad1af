import type { BlogArticle } from '../../types'

export const article: BlogArticle = {
  slug: 'internal-carbon-fee',
  title: 'Einen internen CO₂-Preis festlegen: ein Praxisleitfaden',
  description:
    'Wie Sie einen Preis pro Tonne wählen, welche Scopes er abdecken sollte und wie das Geld zu Reduktionen und hochwertigen Zertifikaten wird.',
  published: '2026-04-02',
  readingMinutes: 6,
  sections: [
    {
      heading: 'Geld für Tonne',
      paragraphs: [
        'Statt Zertifikate für einen festen Anteil der Emissionen zu kaufen, berechnet sich ein Unternehmen für jede ausgestoßene Tonne eine Gebühr und investiert die Einnahmen in Klimaschutz. Der Ansatz ist in der Beyond-Value-Chain-Mitigation-Leitlinie der SBTi anerkannt.',
      ],
    },
    {
      heading: 'Den Preis wählen',
      paragraphs: [
        'Übliche Bezugspunkte sind der Preis im EU-Emissionshandel, der nationale CO₂-Preis in Deutschland und Schätzungen der sozialen Kosten von CO₂. Viele Unternehmen starten mit einem Preis für Scope 1 und 2 und einem niedrigeren für Scope 3.',
      ],
    },
    {
      heading: 'Damit es funktioniert',
      paragraphs: [
        'Belasten Sie die Budgets, die die Emissionen verursachen, veröffentlichen Sie, wofür die Einnahmen verwendet werden, und überprüfen Sie den Preis jedes Jahr. ATLAS modelliert einen CO₂-Preis pro Scope oder ein festes Budget und zeigt, was es bewirkt.',
      ],
    },
  ],
}
