'use client'

import { useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { Tabs } from '@/components/ui/tabs'
import { PORTFOLIO_TABS, type PortfolioTab } from '../lib/tabs'

/** The four Portfolio Manager tabs (docs/product.md §2). */
export function PortfolioTabs(props: {
  active: PortfolioTab
  onChange: (tab: PortfolioTab) => void
  panels: Record<PortfolioTab, ReactNode>
}) {
  const t = useTranslations('portfolio.tabs')
  return (
    <Tabs
      idPrefix="portfolio"
      tabs={PORTFOLIO_TABS}
      label={t('label')}
      tabLabel={t}
      // Four long names: on a phone they wrap into rows, so every tab is in view.
      wrap
      {...props}
    />
  )
}
