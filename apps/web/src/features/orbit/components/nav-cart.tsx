'use client'

import { CartLink } from '@kelp/ui'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect } from 'react'
import { useAuth } from '@/features/auth'
import { Link } from '@/i18n/navigation'
import { fetchCart } from '../api/cart-api'
import { ensureCartCount, publishCartCount, useCartCount } from '../lib/cart-count'

/**
 * The navbar's cart link for signed-in users, with the number of cart lines. The count is
 * read once per session and then follows every cart change made in this tab.
 */
export function NavCart() {
  const t = useTranslations('nav')
  const locale = useLocale()
  const { status } = useAuth()
  const count = useCartCount()
  const signedIn = status === 'signed-in'

  useEffect(() => {
    if (signedIn) ensureCartCount(async () => (await fetchCart(locale)).items.length)
    else publishCartCount(null)
  }, [signedIn, count, locale])

  if (!signedIn) return null
  const label = count ? t('cartCount', { count }) : t('cart')
  return <CartLink count={count} label={label} Link={Link} />
}
