'use client'

import { useEffect, useState } from 'react'
import { fetchOrbit } from '../api/orbit-api'

/** Lines in the user's cart, for the cart link's badge; null until known. */
export function useCartCount(locale: string) {
  const [count, setCount] = useState<number | null>(null)
  useEffect(() => {
    const controller = new AbortController()
    fetchOrbit(locale, undefined, controller.signal)
      .then((orbit) => setCount(orbit.cart.items.length))
      .catch(() => {})
    return () => controller.abort()
  }, [locale])
  return { count, setCount }
}
