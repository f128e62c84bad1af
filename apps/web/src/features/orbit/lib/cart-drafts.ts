import { MAX_LINE_TONNES, type Cart, type CartLineInput } from '@kelp/core/orbit'
import type { NumberLocale } from '@kelp/core/numbers'
import { parseTonnes, type TonnesError } from './tonnes'

/** What the buyer has typed into the cart's tonnes fields, by cart line id (unsaved edits). */
export type CartDrafts = Record<string, string>

const maxOf = (item: Cart['items'][number]) => Math.min(item.creditsAvailable, MAX_LINE_TONNES)

/**
 * The cart as it is shown: every valid typed quantity replaces the saved one (an invalid one
 * keeps the saved line until it is corrected), with totals to match.
 */
export function shownCart(cart: Cart, drafts: CartDrafts, locale: NumberLocale): Cart {
  const items = cart.items.map((item) => {
    const draft = drafts[item.id]
    const parsed = draft === undefined ? undefined : parseTonnes(draft, maxOf(item), locale)
    const tonnes = parsed?.ok ? parsed.tonnes : item.tonnes
    return { ...item, tonnes, lineTotalCents: tonnes * item.priceCents }
  })
  return {
    ...cart,
    items,
    totalTonnes: items.reduce((s, i) => s + i.tonnes, 0),
    totalCents: items.reduce((s, i) => s + i.lineTotalCents, 0),
  }
}

export type ResolvedCart =
  | { ok: true; lines: CartLineInput[]; changed: { id: string; tonnes: number }[] }
  | { ok: false; errors: Record<string, TonnesError> }

/**
 * What an order of the shown cart contains: each line at its typed quantity (or the saved one),
 * the lines whose saved quantity must change first, or the entry errors that stop the order.
 */
export function resolveCart(cart: Cart, drafts: CartDrafts, locale: NumberLocale): ResolvedCart {
  const errors: Record<string, TonnesError> = {}
  const lines: CartLineInput[] = []
  const changed: { id: string; tonnes: number }[] = []
  for (const item of cart.items) {
    const draft = drafts[item.id]
    let tonnes = item.tonnes
    if (draft !== undefined && draft.trim() !== String(item.tonnes)) {
      const parsed = parseTonnes(draft, maxOf(item), locale)
      if (!parsed.ok) {
        errors[item.id] = parsed.error
        continue
      }
      tonnes = parsed.tonnes
      changed.push({ id: item.id, tonnes })
    }
    lines.push({ projectId: item.projectId, vintage: item.vintage, tonnes })
  }
  return Object.keys(errors).length ? { ok: false, errors } : { ok: true, lines, changed }
}
