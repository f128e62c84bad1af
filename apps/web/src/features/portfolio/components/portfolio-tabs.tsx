'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { Tabs } from '@/components/ui/tabs'

export const PORTFOLIO_TABS = ['strategy', 'overview', 'documents', 'browse'] as const
export type PortfolioTab = (typeof PORTFOLIO_TABS)[number]

/** The four Portfolio Manager tabs (spec §2). */
export function PortfolioTabs(props: {
  active: PortfolioTab
  onChange: (tab: PortfolioTab) => void
  panels: Record<PortfolioTab, ReactNode>
}) {
  const t = useTranslations('portfolio.tabs')
  return (
    <Tabs idPrefix="portfolio" tabs={PORTFOLIO_TABS} label={t('label')} tabLabel={t} {...props} />
  )
}
