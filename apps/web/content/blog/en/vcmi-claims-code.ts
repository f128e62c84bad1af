import type { BlogArticle } from '../../types'

export const article: BlogArticle = {
  slug: 'vcmi-claims-code',
  title: 'The VCMI Claims Code in plain language',
  description:
    'Silver, Gold and Platinum: what the Voluntary Carbon Markets Integrity Initiative requires before a company may talk about its carbon credits.',
  published: '2026-08-28',
  readingMinutes: 5,
  sections: [
    {
      heading: 'Prerequisites first',
      paragraphs: [
        'Before any claim, the VCMI expects a public science-based target, a greenhouse-gas inventory for all scopes, and evidence that the company is on track with its reductions. Credits supplement reductions; they never replace them.',
      ],
    },
    {
      heading: 'Three tiers',
      paragraphs: [
        'The tier depends on the share of remaining yearly emissions covered by retired credits:',
      ],
      points: ['Silver: at least 10 %', 'Gold: at least 50 %', 'Platinum: 100 %'],
    },
    {
      heading: 'What you can say',
      paragraphs: [
        'A VCMI claim describes what you did — for example “we financed high-quality credits equal to 50 % of our remaining emissions in 2025”. It is not a label that makes a product climate neutral, which EU law now forbids.',
      ],
    },
  ],
}
