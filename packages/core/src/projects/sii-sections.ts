// The SII's structure, apart from its texts (methodology.ts, in two languages), so code that
// only counts or walks the sections, such as the catalogue figures in browser code, does not
// carry them.
/** The five sections (product.md §3 score breakdown), their weights and criteria. */
export const SII_SECTIONS = [
  { key: 'basic', weight: 0.1, criteria: ['identity', 'location', 'registry-id', 'methodology'] },
  {
    key: 'carbon',
    weight: 0.4,
    criteria: [
      'permanence',
      'reversal-risk',
      'additionality',
      'negativity',
      'specificity',
      'volume',
      'rating',
      'vintage-age',
    ],
  },
  { key: 'beyond', weight: 0.2, criteria: ['sdgs', 'sdg-evidence'] },
  {
    key: 'reporting',
    weight: 0.15,
    criteria: ['status', 'verifier', 'issuance', 'documentation', 'monitoring'],
  },
  { key: 'compliance', weight: 0.15, criteria: ['standard', 'independent-review'] },
] as const

export type SiiSectionKey = (typeof SII_SECTIONS)[number]['key']
export type SiiCriterionKey = (typeof SII_SECTIONS)[number]['criteria'][number]

/** The honest count to state in the UI ("scored on N criteria"). */
export const SII_CRITERIA_COUNT = SII_SECTIONS.reduce((n, s) => n + s.criteria.length, 0)
