'use client'

import { useTranslations } from 'next-intl'
import { Link } from '@/i18n/navigation'

/** Link to the cart (/orbit) with the number of lines as a badge. */
export function CartLink({ count }: { count: number | null }) {
  const t = useTranslations('orbit.cartLink')
  return (
    <Link
      href="/orbit"
      className="inline-flex items-center gap-2 rounded-full border border-kelp-700 px-3 py-1 text-sm font-semibold text-kelp-700 hover:bg-kelp-50"
    >
      {t('label')}
      {count ? (
        <span className="grid min-w-5 place-items-center rounded-full bg-kelp-700 px-1.5 text-xs text-white">
          <span className="sr-only">{t('count', { count })}</span>
          <span aria-hidden="true">{count}</span>
        </span>
      ) : null}
    </Link>
  )
}
