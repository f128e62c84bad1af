import type { BlogArticle } from '../../types'

export const article: BlogArticle = {
  slug: 'vcmi-claims-code',
  title: 'Der VCMI Claims Code verständlich erklärt',
  description:
    'Silver, Gold und Platinum: Was die Voluntary Carbon Markets Integrity Initiative verlangt, bevor ein Unternehmen über seine CO₂-Zertifikate sprechen darf.',
  published: '2026-08-28',
  readingMinutes: 5,
  sections: [
    {
      heading: 'Erst die Voraussetzungen',
      paragraphs: [
        'Vor jeder Aussage erwartet die VCMI ein öffentliches wissenschaftsbasiertes Ziel, eine Treibhausgasbilanz für alle Scopes und den Nachweis, dass das Unternehmen bei seinen Reduktionen im Plan liegt. Zertifikate ergänzen Reduktionen; sie ersetzen sie nie.',
      ],
    },
    {
      heading: 'Drei Stufen',
      paragraphs: [
        'Die Stufe hängt vom Anteil der verbleibenden Jahresemissionen ab, der durch stillgelegte Zertifikate abgedeckt ist:',
      ],
      points: ['Silver: mindestens 10 %', 'Gold: mindestens 50 %', 'Platinum: 100 %'],
    },
    {
      heading: 'Was Sie sagen dürfen',
      paragraphs: [
        'Eine VCMI-Aussage beschreibt, was Sie getan haben — zum Beispiel „Wir haben 2025 hochwertige Zertifikate im Umfang von 50 % unserer verbleibenden Emissionen finanziert“. Sie ist kein Siegel, das ein Produkt klimaneutral macht; das verbietet das EU-Recht inzwischen.',
      ],
    },
  ],
}
