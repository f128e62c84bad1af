import type { BlogArticle } from '../../types'

export const article: BlogArticle = {
  slug: 'biochar-explained',
  title: 'Biochar: how burnt plant waste stores carbon for centuries',
  description:
    'How biochar removal works, why its permanence is well understood and what to check before buying biochar credits.',
  published: '2026-05-05',
  readingMinutes: 6,
  sections: [
    {
      heading: 'The process',
      paragraphs: [
        'Biomass residues such as nut shells or wood chips are heated with little oxygen (pyrolysis). About half of their carbon ends up in a stable, charcoal-like material that is mixed into soils or building materials.',
      ],
    },
    {
      heading: 'Why it counts as removal',
      paragraphs: [
        'The plants took CO₂ from the air while growing. Without pyrolysis, most of it would return to the atmosphere as they rot. In biochar, a large share stays fixed for hundreds of years.',
      ],
    },
    {
      heading: 'What to check',
      paragraphs: ['Good biochar projects document:'],
      points: [
        'that the feedstock is a genuine residue, not purpose-grown biomass',
        'laboratory analyses of each batch (H/C ratio)',
        'emissions of transport and pyrolysis deducted from the credits',
      ],
    },
  ],
}
