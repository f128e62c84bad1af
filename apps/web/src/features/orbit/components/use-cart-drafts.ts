'use client'

import type { Cart, CartLineInput } from '@kelp/core/orbit'
import { useState } from 'react'
import { updateCartItem } from '../api/orbit-api'
import { resolveCart, shownCart, type CartDrafts } from '../lib/cart-drafts'
import type { TonnesError } from '../lib/tonnes'
import { useNumberLocale } from '@/lib/use-number-locale'

/**
 * The cart's typed, unsaved quantities. `commit` saves them and answers the lines an order
 * takes — exactly what the fields show — or undefined when an entry is not valid (shown).
 */
export function useCartDrafts(cart: Cart | undefined, locale: string) {
  const numberLocale = useNumberLocale()
  const [drafts, setDrafts] = useState<CartDrafts>({})
  const [errors, setErrors] = useState<Record<string, TonnesError>>({})

  function edit(id: string, value: string) {
    setDrafts((d) => ({ ...d, [id]: value }))
    setErrors(({ [id]: _gone, ...rest }) => rest)
  }

  /** One line's entry, checked; the saved tonnes or the error is shown. */
  function lineToSave(id: string): number | undefined {
    if (!cart) return undefined
    const line = cart.items.find((i) => i.id === id)
    const resolved = resolveCart({ ...cart, items: line ? [line] : [] }, drafts, numberLocale)
    if (!resolved.ok) {
      setErrors((e) => ({ ...e, ...resolved.errors }))
      return undefined
    }
    return resolved.changed[0]?.tonnes
  }

  function forget(id: string) {
    setDrafts(({ [id]: _gone, ...rest }) => rest)
  }

  async function commit(): Promise<CartLineInput[] | undefined> {
    if (!cart) return undefined
    const resolved = resolveCart(cart, drafts, numberLocale)
    if (!resolved.ok) {
      setErrors(resolved.errors)
      return undefined
    }
    for (const { id, tonnes } of resolved.changed) await updateCartItem(id, tonnes, locale)
    setDrafts({})
    return resolved.lines
  }

  return {
    drafts,
    errors,
    shown: cart ? shownCart(cart, drafts, numberLocale) : undefined,
    edit,
    lineToSave,
    forget,
    commit,
  }
}
