import type { BlogArticle } from '../../types'

export const article: BlogArticle = {
  slug: 'internal-carbon-fee',
  title: 'Setting an internal carbon fee: a practical guide',
  description:
    'How to pick a price per tonne, which scopes it should cover and how the money turns into reductions and high-quality credits.',
  published: '2026-04-02',
  readingMinutes: 6,
  sections: [
    {
      heading: 'Money for tonne',
      paragraphs: [
        'Instead of buying credits for a fixed share of emissions, a company charges itself a fee for every tonne it emits and spends the proceeds on climate action. The approach is recognised by the SBTi’s Beyond Value Chain Mitigation guidance.',
      ],
    },
    {
      heading: 'Choosing the price',
      paragraphs: [
        'Common references are the EU emissions-trading price, the German national CO₂ price, and estimates of the social cost of carbon. Many companies start with one price for scope 1 and 2 and a lower one for scope 3.',
      ],
    },
    {
      heading: 'Making it work',
      paragraphs: [
        'Charge the fee to the budgets that cause the emissions, publish how the proceeds are spent, and review the price each year. ATLAS models a carbon fee per scope or a fixed budget and shows what it buys.',
      ],
    },
  ],
}
