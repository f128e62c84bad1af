import type { BlogArticle } from '../../types'

export const article: BlogArticle = {
  slug: 'green-claims-directive',
  title: 'Why “climate neutral” labels are disappearing in the EU',
  description:
    'Directive (EU) 2024/825 bans claims that a product has a neutral or reduced climate impact because of offsetting. What companies can still say.',
  published: '2026-06-17',
  readingMinutes: 5,
  sections: [
    {
      heading: 'What changes',
      paragraphs: [
        'From 27 September 2026, the directive on empowering consumers for the green transition applies across the EU. It lists claims that are always unfair, among them claims that a product has a neutral, reduced or positive impact on the climate based on greenhouse-gas offsetting.',
      ],
    },
    {
      heading: 'What remains allowed',
      paragraphs: [
        'Companies may still finance climate projects and say so. The difference is between a label on a product and a transparent statement about a contribution.',
      ],
      points: [
        'Describe the project, the tonnes and the standard',
        'Separate your own reductions from credits you financed',
        'Point to certificates and registry entries',
      ],
    },
    {
      heading: 'Our approach',
      paragraphs: [
        'Kelp’s templates and marketing materials follow this logic by design: they describe contributions, never neutrality.',
      ],
    },
  ],
}
