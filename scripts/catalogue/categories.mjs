// Per category: its carbon type and the deterministic price and durability references.
// (How each method works, in words, is in packages/core/src/projects/content/wording.ts.)
// basePriceEur: typical 2024/25 voluntary-market price level per tonne for the category.
// permanenceYears: reference durability used when the source gives none.
export const categories = {
  biochar: {
    type: 'removal',
    basePriceEur: 135,
    permanenceYears: 500,
  },
  'regenerative-agriculture': {
    type: 'removal-avoidance',
    basePriceEur: 42,
    permanenceYears: 20,
  },
  'peatland-restoration': {
    type: 'removal-avoidance',
    basePriceEur: 38,
    permanenceYears: 100,
  },
  'redd-plus': {
    type: 'avoidance',
    basePriceEur: 12,
    permanenceYears: 30,
  },
  'afforestation-reforestation': {
    type: 'removal',
    basePriceEur: 28,
    permanenceYears: 40,
  },
  refrigerants: {
    type: 'avoidance',
    basePriceEur: 9,
    permanenceYears: 100,
  },
  mangrove: {
    type: 'removal-avoidance',
    basePriceEur: 36,
    permanenceYears: 50,
  },
  peatland: {
    type: 'removal-avoidance',
    basePriceEur: 30,
    permanenceYears: 60,
  },
  'enhanced-weathering': {
    type: 'removal',
    basePriceEur: 290,
    permanenceYears: 10000,
  },
  soil: {
    type: 'removal',
    basePriceEur: 48,
    permanenceYears: 25,
  },
  'direct-air-capture': {
    type: 'removal',
    basePriceEur: 560,
    permanenceYears: 10000,
  },
  'mineral-storage': {
    type: 'removal',
    basePriceEur: 180,
    permanenceYears: 1000,
  },
  ocean: {
    type: 'removal',
    basePriceEur: 310,
    permanenceYears: 1000,
  },
  'clean-energy': {
    type: 'avoidance',
    basePriceEur: 7,
    permanenceYears: 100,
  },
  methane: {
    type: 'avoidance',
    basePriceEur: 8,
    permanenceYears: 100,
  },
}
