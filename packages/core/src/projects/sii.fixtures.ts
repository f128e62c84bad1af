import fc from 'fast-check'
import { PROJECT_METHODS } from './constants'
import type { SiiInput } from './sii'

/** A registry project with middling facts, for tests that change one attribute at a time. */
export const baseSiiInput: SiiInput = {
  developer: 'Dev',
  countryCode: 'KE',
  locationExact: false,
  registryKey: 'verra',
  registryId: 'VCS1',
  sources: [],
  method: 'afforestation-reforestation',
  methodology: 'VM0047',
  documentationUrl: null,
  status: 'under-validation',
  permanenceYears: 40,
  annualVolumeT: 1000,
  issuedCredits: 0,
  verifier: null,
  sdgs: [13, 15],
  sdgsFromRegistry: false,
  vintages: [
    { year: 2022, status: null },
    { year: 2024, status: null },
  ],
  asOfYear: 2026,
  cdr: null,
}

export const sourcesArb = fc.array(
  fc.record({ name: fc.string({ minLength: 1 }), url: fc.webUrl() }),
  { maxLength: 3 },
)
export const vintagesArb = fc.array(
  fc.record({
    year: fc.integer({ min: 2010, max: 2030 }),
    status: fc.constantFrom('issued' as const, 'forward' as const, null),
  }),
  { maxLength: 4 },
)
export const cdrArb = fc.option(
  fc.record({
    rating: fc.integer({ min: 1, max: 5 }),
    additionality: fc.integer({ min: 0, max: 2 }),
    specificity: fc.integer({ min: 0, max: 2 }),
    negativity: fc.option(fc.double({ min: 0, max: 1, noNaN: true })),
    volumeValidated: fc.boolean(),
  }),
)

export const siiInputArb: fc.Arbitrary<SiiInput> = fc.record({
  developer: fc.string(),
  countryCode: fc.option(fc.constantFrom('DE', 'KE', 'BR', 'IS')),
  locationExact: fc.boolean(),
  registryKey: fc.option(fc.constantFrom('verra', 'gold-standard', 'isometric', 'puro-earth')),
  registryId: fc.option(fc.string()),
  sources: sourcesArb,
  method: fc.constantFrom(...PROJECT_METHODS),
  methodology: fc.option(fc.string()),
  documentationUrl: fc.option(fc.webUrl()),
  status: fc.constantFrom('listed', 'validated', 'under-validation', 'proposal', 'x'),
  permanenceYears: fc.integer({ min: 0, max: 100_000 }),
  annualVolumeT: fc.integer({ min: 0, max: 10_000_000 }),
  issuedCredits: fc.integer({ min: 0, max: 1_000_000 }),
  verifier: fc.option(fc.string({ minLength: 1 })),
  sdgs: fc.uniqueArray(fc.integer({ min: 1, max: 17 })),
  sdgsFromRegistry: fc.boolean(),
  vintages: vintagesArb,
  asOfYear: fc.integer({ min: 2020, max: 2035 }),
  cdr: cdrArb,
})
