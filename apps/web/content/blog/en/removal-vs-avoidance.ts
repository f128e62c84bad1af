import type { BlogArticle } from '../../types'

export const article: BlogArticle = {
  slug: 'removal-vs-avoidance',
  title: 'Carbon removal or avoidance: which credits does your strategy need?',
  description:
    'Removal credits take CO₂ out of the air, avoidance credits keep it from getting there. Why a credible strategy uses both, and in which order.',
  published: '2026-09-14',
  readingMinutes: 6,
  sections: [
    {
      heading: 'Two kinds of tonnes',
      paragraphs: [
        'An avoidance credit represents one tonne of CO₂e that would have been emitted without the project: a forest that is not cleared, refrigerants that are destroyed instead of leaking. A removal credit represents one tonne taken out of the atmosphere and stored, in trees, soil, biochar or rock.',
        'Both are real climate action. They answer different questions, though: avoidance finances the transition today, removal balances the emissions that will remain when you have reduced everything you can.',
      ],
    },
    {
      heading: 'What the standards say',
      paragraphs: [
        'The Oxford Offsetting Principles and the SBTi Corporate Net-Zero Standard expect the share of removals to grow over time, until residual emissions in the net-zero year are neutralised by durable removals only.',
      ],
      points: [
        'Today: mostly high-quality avoidance plus a growing share of removals',
        'Towards the target year: an increasing share of long-lived removals',
        'Net-zero year: only removals for residual emissions',
      ],
    },
    {
      heading: 'How Kelp helps',
      paragraphs: [
        'In the marketplace you can filter by type. ATLAS shows the share of removals your portfolio should reach each year, and the Portfolio Manager reports removals and avoidance separately, as ESRS E1-7 requires.',
      ],
    },
  ],
}
