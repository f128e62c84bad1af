'use client'

import { useTranslations } from 'next-intl'
import { PLANNER_PATH } from '@/config/navbar'
import { Link, usePathname } from '@/i18n/navigation'

/** The brand mark; the planner path shows the planner logo (product.md §2 routes). */
export function NavLogo() {
  const t = useTranslations('common')
  const planner = usePathname() === PLANNER_PATH
  return (
    <Link
      href={planner ? PLANNER_PATH : '/'}
      aria-label={t('homeLink')}
      data-logo={planner ? 'planner' : 'kelp'}
      className="flex shrink-0 items-center gap-2 text-xl font-extrabold text-kelp-900"
    >
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-7 fill-kelp-500">
        <path d="M12 2c4 4 6 8 6 12a6 6 0 0 1-12 0c0-4 2-8 6-12Z" />
      </svg>
      <span>{planner ? t('brandPlanner') : t('brand')}</span>
    </Link>
  )
}
