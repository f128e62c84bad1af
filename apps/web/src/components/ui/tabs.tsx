'use client'

import { useRef, type KeyboardEvent, type ReactNode } from 'react'

/** Tabs by the WAI-ARIA pattern: arrow keys, Home and End move and select. */
export function Tabs<T extends string>({
  idPrefix,
  tabs,
  label,
  tabLabel,
  active,
  onChange,
  panels,
  wrap = false,
}: {
  /** Prefix of the tab and panel ids, e.g. `portfolio` → `portfolio-tab-overview`. */
  idPrefix: string
  tabs: readonly T[]
  label: string
  tabLabel: (tab: T) => string
  active: T
  onChange: (tab: T) => void
  panels: Record<T, ReactNode>
  /**
   * Tabs that do not fit wrap into rows instead of scrolling sideways, where a tab out of view
   * gives no sign that it exists.
   */
  wrap?: boolean
}) {
  const refs = useRef<Partial<Record<T, HTMLButtonElement | null>>>({})

  const onKeyDown = (event: KeyboardEvent) => {
    const n = tabs.length
    const i = tabs.indexOf(active)
    const moves: Record<string, number> = {
      ArrowRight: (i + 1) % n,
      ArrowLeft: (i + n - 1) % n,
      Home: 0,
      End: n - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    const tab = tabs[next]!
    onChange(tab)
    refs.current[tab]?.focus()
  }

  return (
    <div className="grid gap-6">
      <div
        role="tablist"
        aria-label={label}
        className={`flex gap-1 border-b border-line ${wrap ? 'flex-wrap' : 'overflow-x-auto'}`}
      >
        {tabs.map((tab) => (
          <button
            key={tab}
            onKeyDown={onKeyDown}
            ref={(el) => {
              refs.current[tab] = el
            }}
            id={`${idPrefix}-tab-${tab}`}
            role="tab"
            type="button"
            aria-selected={active === tab}
            aria-controls={`${idPrefix}-panel-${tab}`}
            tabIndex={active === tab ? 0 : -1}
            onClick={() => onChange(tab)}
            className={`shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap md:text-base ${
              active === tab
                ? 'border-kelp-700 text-kelp-700'
                : 'border-transparent text-muted hover:text-ink'
            }`}
          >
            {tabLabel(tab)}
          </button>
        ))}
      </div>
      <div
        role="tabpanel"
        id={`${idPrefix}-panel-${active}`}
        aria-labelledby={`${idPrefix}-tab-${active}`}
        tabIndex={0}
        className="focus-visible:outline-offset-4"
      >
        {panels[active]}
      </div>
    </div>
  )
}
