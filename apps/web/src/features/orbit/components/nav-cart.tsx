'use client'

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
  return (
    <Link
      href="/orbit"
      aria-label={label}
      className="relative inline-flex items-center rounded-md px-3 py-2 font-medium hover:bg-kelp-50"
    >
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-6 fill-none stroke-current"
        strokeWidth="2"
      >
        <path d="M3 4h2l2.4 11h10.2L20 8H6.2M9 20a1 1 0 1 0 0-.01M17 20a1 1 0 1 0 0-.01" />
      </svg>
      {count ? (
        <span
          aria-hidden="true"
          className="absolute -top-0.5 right-0.5 grid min-w-5 place-items-center rounded-full bg-kelp-700 px-1 text-xs font-bold text-white"
        >
          {count}
        </span>
      ) : null}
    </Link>
  )
}
