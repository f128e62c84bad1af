import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_LINE_TONNES } from './constants'
import { placeOrderBodySchema, tonnesSchema } from './schemas'

describe('tonnesSchema', () => {
  it('accepts every whole tonne from 1 to the line maximum', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_LINE_TONNES }), (t) => {
        expect(tonnesSchema.parse(t)).toBe(t)
      }),
    )
  })

  it('refuses zero, negatives, fractions and non-numbers', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1_000_000, max: 0 }), (t) => {
        expect(tonnesSchema.safeParse(t).success).toBe(false)
      }),
    )
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1000, noNaN: true }).filter((x) => !Number.isInteger(x)),
        (t) => {
          expect(tonnesSchema.safeParse(t).success).toBe(false)
        },
      ),
    )
    for (const bad of ['3', null, Number.NaN, Infinity, MAX_LINE_TONNES + 1]) {
      expect(tonnesSchema.safeParse(bad).success).toBe(false)
    }
  })

  it('names the rule in its message', () => {
    expect(tonnesSchema.safeParse(1.5).error?.issues[0]?.message).toBe(
      'Tonnes must be a whole number.',
    )
    expect(tonnesSchema.safeParse(0).error?.issues[0]?.message).toBe(
      'Tonnes must be greater than zero.',
    )
  })
})

describe('placeOrderBodySchema', () => {
  it('needs at least one line and a sane idempotency key', () => {
    const line = { projectId: '3f0c5b8e-2a4d-4c1e-9b7a-1d2e3f4a5b6c', vintage: 2022, tonnes: 5 }
    expect(placeOrderBodySchema.safeParse({ cartItems: [] }).success).toBe(false)
    expect(placeOrderBodySchema.safeParse({ cartItems: [line] }).success).toBe(true)
    expect(
      placeOrderBodySchema.safeParse({ cartItems: [line], idempotencyKey: 'short' }).success,
    ).toBe(false)
  })
})
