import {
  createCheckoutSessionBodySchema,
  quoteContribution,
  type CheckoutSessionStatus,
} from '@kelp/core/contributions'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  checkoutBody,
  DEFAULT_DRAFT,
  parseInteger,
  readFootprint,
  reviveDraft,
} from './checkout-draft'

describe('readFootprint', () => {
  it('reads only the fields of the chosen mode', () => {
    const draft = { ...DEFAULT_DRAFT, adults: '2', children: '1', employees: 'x' }
    expect(readFootprint(draft, 'en')).toEqual({
      input: { emissionType: 'personal', adults: 2, children: 1 },
      errors: {},
    })
    expect(readFootprint({ ...draft, emissionType: 'business' }, 'en').errors).toEqual({
      industry: { key: 'industry' },
      employees: { key: 'wholeNumber' },
    })
    expect(readFootprint({ ...draft, emissionType: 'custom', tonnes: '' }, 'en').errors).toEqual({
      tonnes: { key: 'required' },
    })
    expect(readFootprint({ ...draft, adults: '0' }, 'en').errors).toEqual({
      adults: { key: 'range', min: 1, max: 20 },
    })
  })

  it('follows the integer rule of product.md §5', () => {
    expect(parseInteger('-3', 'en')).toBe(-3)
    expect(parseInteger(' 12 ', 'en')).toBe(12)
    expect(parseInteger('1.5', 'en')).toBeUndefined()
    expect(parseInteger('1e3', 'en')).toBeUndefined()
    expect(parseInteger('1.250', 'de')).toBe(1250)
    expect(parseInteger('1 250', 'de')).toBe(1250)
    expect(parseInteger('1,250', 'en')).toBe(1250)
  })

  it('builds a body the server schema accepts for every payable footprint, with the calculator price', () => {
    const draftArb = fc.record({
      frequency: fc.constantFrom('monthly' as const, 'once-off' as const),
      portfolio: fc.constantFrom('germany' as const, 'international' as const),
      emissionType: fc.constantFrom('personal' as const, 'business' as const, 'custom' as const),
      adults: fc.integer({ min: 1, max: 20 }).map(String),
      children: fc.integer({ min: 0, max: 20 }).map(String),
      industry: fc.constantFrom('manufacturing' as const, 'education' as const),
      employees: fc.integer({ min: 1, max: 100_000 }).map(String),
      tonnes: fc.integer({ min: 1, max: 100_000 }).map(String),
    })
    fc.assert(
      fc.property(draftArb, (draft) => {
        const { input } = readFootprint(draft, 'en')
        expect(input).toBeDefined()
        const quote = quoteContribution(input!, draft.portfolio, draft.frequency)
        // Above the threshold the checkout shows the tailored offer and never posts.
        fc.pre(!quote.tailored)
        const body = checkoutBody(draft, input!, quote, 'de')
        expect(createCheckoutSessionBodySchema.safeParse(body).success).toBe(true)
        expect(body.amount).toBe(quote.amountCents)
      }),
    )
  })
})

describe('reviveDraft', () => {
  it('keeps well-formed values and drops the rest', () => {
    expect(reviveDraft({ frequency: 'once-off', portfolio: 'mars', adults: 3 })).toEqual({
      ...DEFAULT_DRAFT,
      frequency: 'once-off',
    })
    expect(reviveDraft('nonsense')).toEqual(DEFAULT_DRAFT)
    const status: Partial<CheckoutSessionStatus> = { portfolio: 'international' }
    expect(reviveDraft(status).portfolio).toBe('international')
  })
})
