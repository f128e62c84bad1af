'use client'

import { useTranslations } from 'next-intl'
import { useRef, type KeyboardEvent, type ReactNode } from 'react'

export const PORTFOLIO_TABS = ['strategy', 'overview', 'documents', 'browse'] as const
export type PortfolioTab = (typeof PORTFOLIO_TABS)[number]

/** The four Portfolio Manager tabs (spec §2) with arrow-key navigation (WAI-ARIA tabs). */
export function PortfolioTabs({
  active,
  onChange,
  panels,
}: {
  active: PortfolioTab
  onChange: (tab: PortfolioTab) => void
  panels: Record<PortfolioTab, ReactNode>
}) {
  const t = useTranslations('portfolio.tabs')
  const refs = useRef<Partial<Record<PortfolioTab, HTMLButtonElement | null>>>({})

  const onKeyDown = (event: KeyboardEvent) => {
    const index = PORTFOLIO_TABS.indexOf(active)
    const last = PORTFOLIO_TABS.length - 1
    const next =
      event.key === 'ArrowRight'
        ? (index + 1) % PORTFOLIO_TABS.length
        : event.key === 'ArrowLeft'
          ? (index + last) % PORTFOLIO_TABS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : -1
    if (next < 0) return
    event.preventDefault()
    const tab = PORTFOLIO_TABS[next]!
    onChange(tab)
    refs.current[tab]?.focus()
  }

  return (
    <div className="grid gap-6">
      <div
        role="tablist"
        aria-label={t('label')}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-line"
      >
        {PORTFOLIO_TABS.map((tab) => (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el
            }}
            id={`portfolio-tab-${tab}`}
            role="tab"
            type="button"
            aria-selected={active === tab}
            aria-controls={`portfolio-panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap md:text-base ${
              active === tab
                ? 'border-kelp-700 text-kelp-700'
                : 'border-transparent text-muted hover:text-ink'
            }`}
          >
            {t(tab)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`portfolio-panel-${active}`}
        aria-labelledby={`portfolio-tab-${active}`}
        tabIndex={0}
        className="focus-visible:outline-offset-4"
      >
        {panels[active]}
      </div>
    </div>
  )
}
