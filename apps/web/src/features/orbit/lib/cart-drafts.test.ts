import fc from 'fast-check'
import type { Cart } from '@kelp/core/orbit'
import { describe, expect, it } from 'vitest'
import { resolveCart, shownCart } from './cart-drafts'

const line = (id: string, tonnes: number, priceCents = 1000) => ({
  id,
  projectId: '00000000-0000-4000-8000-000000000001',
  projectSlug: 'p',
  projectName: 'P',
  vintage: 2022,
  expectedDeliveryYear: null,
  tonnes,
  priceCents,
  lineTotalCents: tonnes * priceCents,
  creditsAvailable: 100,
})
const cart = (...items: ReturnType<typeof line>[]): Cart => ({
  items,
  totalTonnes: items.reduce((s, i) => s + i.tonnes, 0),
  totalCents: items.reduce((s, i) => s + i.lineTotalCents, 0),
  currency: 'EUR',
})

describe('cart drafts', () => {
  it('orders the typed quantity, not the saved one', () => {
    const resolved = resolveCart(cart(line('a', 5)), { a: '8' }, 'en')
    expect(resolved).toEqual({
      ok: true,
      lines: [{ projectId: line('a', 5).projectId, vintage: 2022, tonnes: 8 }],
      changed: [{ id: 'a', tonnes: 8 }],
    })
    expect(shownCart(cart(line('a', 5)), { a: '8' }, 'en')).toMatchObject({
      totalTonnes: 8,
      totalCents: 8000,
    })
  })

  it('stops the order on an entry that is not a whole number of available tonnes', () => {
    for (const bad of ['', '0', '1.5', 'abc', '101']) {
      expect(resolveCart(cart(line('a', 5)), { a: bad }, 'en').ok).toBe(false)
    }
  })

  it('shows and orders the same tonnes, whatever is typed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 50 }),
        fc.integer({ min: 1, max: 100 }),
        (saved, typed) => {
          const c = cart(line('a', saved))
          const drafts = { a: String(typed) }
          const resolved = resolveCart(c, drafts, 'en')
          if (!resolved.ok) return false
          return resolved.lines[0]!.tonnes === shownCart(c, drafts, 'en').items[0]!.tonnes
        },
      ),
    )
  })
})
