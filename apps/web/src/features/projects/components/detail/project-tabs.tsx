'use client'

import { useTranslations } from 'next-intl'
import { useRef, type KeyboardEvent, type ReactNode } from 'react'

export const TABS = ['overview', 'about', 'quality', 'impact', 'take'] as const
export type TabKey = (typeof TABS)[number]
/** Mobile shows four tabs with short names (product.md §2); About folds into Overview there. */
const SHORT: Partial<Record<TabKey, 'overview' | 'quality' | 'impact' | 'take'>> = {
  overview: 'overview',
  quality: 'quality',
  impact: 'impact',
  take: 'take',
}

export function ProjectTabs({
  active,
  onChange,
  panels,
}: {
  active: TabKey
  onChange: (tab: TabKey) => void
  panels: Record<TabKey, ReactNode>
}) {
  const t = useTranslations('projects.detail')
  const refs = useRef<Partial<Record<TabKey, HTMLButtonElement | null>>>({})

  const onKeyDown = (event: KeyboardEvent) => {
    const visible = TABS.filter((tab) => refs.current[tab]?.offsetParent !== null)
    const index = visible.indexOf(active)
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!step || index < 0) return
    event.preventDefault()
    const next = visible[(index + step + visible.length) % visible.length]!
    onChange(next)
    refs.current[next]?.focus()
  }

  return (
    <div>
      <div
        role="tablist"
        aria-label={t('tablist')}
        className="flex gap-1 overflow-x-auto border-b border-line"
      >
        {TABS.map((tab) => {
          const short = SHORT[tab]
          return (
            <button
              key={tab}
              onKeyDown={onKeyDown}
              ref={(el) => {
                refs.current[tab] = el
              }}
              id={`tab-${tab}`}
              role="tab"
              type="button"
              aria-selected={active === tab}
              aria-controls={`panel-${tab}`}
              tabIndex={active === tab ? 0 : -1}
              onClick={() => onChange(tab)}
              className={`shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${
                active === tab
                  ? 'border-kelp-700 text-kelp-700'
                  : 'border-transparent text-muted hover:text-ink'
              } ${short ? '' : 'max-md:hidden'}`}
            >
              {short ? (
                <>
                  <span className="max-md:hidden">{t(`tabs.${tab}`)}</span>
                  <span className="md:hidden">{t(`tabsShort.${short}`)}</span>
                </>
              ) : (
                t(`tabs.${tab}`)
              )}
            </button>
          )
        })}
      </div>
      <div
        id={`panel-${active}`}
        role="tabpanel"
        aria-labelledby={`tab-${active}`}
        tabIndex={0}
        className="py-6"
      >
        {panels[active]}
      </div>
    </div>
  )
}
