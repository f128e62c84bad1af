import type { BlogArticle } from '../../types'

export const article: BlogArticle = {
  slug: 'green-claims-directive',
  title: 'Warum „klimaneutral“-Siegel in der EU verschwinden',
  description:
    'Die Richtlinie (EU) 2024/825 verbietet Aussagen, ein Produkt habe durch Kompensation eine neutrale oder verringerte Klimawirkung. Was Unternehmen weiterhin sagen dürfen.',
  published: '2026-06-17',
  readingMinutes: 5,
  sections: [
    {
      heading: 'Was sich ändert',
      paragraphs: [
        'Ab dem 27. September 2026 gilt in der ganzen EU die Richtlinie zur Stärkung der Verbraucher für den ökologischen Wandel. Sie nennt Aussagen, die stets unlauter sind, darunter die Behauptung, ein Produkt habe aufgrund der Kompensation von Treibhausgasemissionen eine neutrale, verringerte oder positive Klimawirkung.',
      ],
    },
    {
      heading: 'Was erlaubt bleibt',
      paragraphs: [
        'Unternehmen dürfen weiterhin Klimaprojekte finanzieren und darüber sprechen. Der Unterschied liegt zwischen einem Siegel auf einem Produkt und einer transparenten Aussage über einen Beitrag.',
      ],
      points: [
        'Beschreiben Sie Projekt, Tonnen und Standard',
        'Trennen Sie eigene Reduktionen von finanzierten Zertifikaten',
        'Verweisen Sie auf Zertifikate und Registereinträge',
      ],
    },
    {
      heading: 'Unser Ansatz',
      paragraphs: [
        'Die Vorlagen und Marketingmaterialien von Kelp folgen dieser Logik von Grund auf: Sie beschreiben Beiträge, nie Neutralität.',
      ],
    },
  ],
}
