// Per category: its carbon type and the durability reference.
// (How each method works, in words, is in packages/core/src/projects/content/wording.ts.)
// permanenceYears: reference durability used when the source gives none.
export const categories = {
  biochar: {
    type: 'removal',
    permanenceYears: 500,
  },
  'regenerative-agriculture': {
    type: 'removal-avoidance',
    permanenceYears: 20,
  },
  'peatland-restoration': {
    type: 'removal-avoidance',
    permanenceYears: 100,
  },
  'redd-plus': {
    type: 'avoidance',
    permanenceYears: 30,
  },
  'afforestation-reforestation': {
    type: 'removal',
    permanenceYears: 40,
  },
  refrigerants: {
    type: 'avoidance',
    permanenceYears: 100,
  },
  mangrove: {
    type: 'removal-avoidance',
    permanenceYears: 50,
  },
  peatland: {
    type: 'removal-avoidance',
    permanenceYears: 60,
  },
  'enhanced-weathering': {
    type: 'removal',
    permanenceYears: 10000,
  },
  soil: {
    type: 'removal',
    permanenceYears: 25,
  },
  'direct-air-capture': {
    type: 'removal',
    permanenceYears: 10000,
  },
  'mineral-storage': {
    type: 'removal',
    permanenceYears: 1000,
  },
  ocean: {
    type: 'removal',
    permanenceYears: 1000,
  },
  'clean-energy': {
    type: 'avoidance',
    permanenceYears: 100,
  },
  methane: {
    type: 'avoidance',
    permanenceYears: 100,
  },
}
