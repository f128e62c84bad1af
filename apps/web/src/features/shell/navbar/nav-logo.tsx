'use client'

import { NavLogo as SharedNavLogo, PLANNER_PATH } from '@kelp/ui'
import { useTranslations } from 'next-intl'
import { Link, usePathname } from '@/i18n/navigation'

/** The shared brand mark (@kelp/ui); the planner path shows the planner logo. */
export function NavLogo() {
  const t = useTranslations('common')
  const texts = { homeLink: t('homeLink'), brand: t('brand'), brandPlanner: t('brandPlanner') }
  return <SharedNavLogo texts={texts} planner={usePathname() === PLANNER_PATH} Link={Link} />
}
