import type { BlogArticle } from '../../types'

export const article: BlogArticle = {
  slug: 'csrd-esrs-e1',
  title: 'Carbon credits in your CSRD report: what ESRS E1-7 asks for',
  description:
    'Which figures about carbon credits a CSRD report must contain, and how to collect them without a spreadsheet marathon.',
  published: '2026-07-09',
  readingMinutes: 7,
  sections: [
    {
      heading: 'Separate from your inventory',
      paragraphs: [
        'ESRS E1 keeps credits out of your gross emissions. Scope 1, 2 and 3 are reported as they are; credits appear in their own disclosure, E1-7.',
      ],
    },
    {
      heading: 'The figures you need',
      paragraphs: ['For the credits cancelled in the reporting year, E1-7 asks for:'],
      points: [
        'total tonnes, split into removals and reductions',
        'the share from projects inside and outside the EU',
        'the standards the credits are certified under',
        'the share that qualifies as corresponding adjustments',
      ],
    },
    {
      heading: 'Collecting them',
      paragraphs: [
        'When every purchase and retirement runs through one system, the figures are a report export rather than a research project. Kelp’s Portfolio Manager keeps the registry serial numbers with each retirement, so your auditor can trace every tonne.',
      ],
    },
  ],
}
