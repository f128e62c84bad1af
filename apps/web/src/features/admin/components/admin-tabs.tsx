'use client'

import { useTranslations } from 'next-intl'
import { useRef, type KeyboardEvent, type ReactNode } from 'react'

export const ADMIN_SECTIONS = [
  'orders',
  'documents',
  'retirements',
  'inventory',
  'links',
  'audit',
] as const
export type AdminSection = (typeof ADMIN_SECTIONS)[number]

/** Back-office sections as WAI-ARIA tabs (arrow keys, Home, End). */
export function AdminTabs({
  active,
  onChange,
  panels,
}: {
  active: AdminSection
  onChange: (section: AdminSection) => void
  panels: Record<AdminSection, ReactNode>
}) {
  const t = useTranslations('admin.tabs')
  const refs = useRef<Partial<Record<AdminSection, HTMLButtonElement | null>>>({})
  const onKeyDown = (event: KeyboardEvent) => {
    const n = ADMIN_SECTIONS.length
    const i = ADMIN_SECTIONS.indexOf(active)
    const moves: Record<string, number> = {
      ArrowRight: (i + 1) % n,
      ArrowLeft: (i + n - 1) % n,
      Home: 0,
      End: n - 1,
    }
    const next = moves[event.key]
    if (next === undefined) return
    event.preventDefault()
    const section = ADMIN_SECTIONS[next]!
    onChange(section)
    refs.current[section]?.focus()
  }
  return (
    <div className="grid gap-6">
      <div
        role="tablist"
        aria-label={t('label')}
        onKeyDown={onKeyDown}
        className="flex gap-1 overflow-x-auto border-b border-line"
      >
        {ADMIN_SECTIONS.map((section) => (
          <button
            key={section}
            ref={(el) => {
              refs.current[section] = el
            }}
            id={`admin-tab-${section}`}
            role="tab"
            type="button"
            aria-selected={active === section}
            aria-controls={`admin-panel-${section}`}
            tabIndex={active === section ? 0 : -1}
            onClick={() => onChange(section)}
            className={`shrink-0 border-b-2 px-3 py-2 text-sm font-semibold whitespace-nowrap ${
              active === section
                ? 'border-kelp-700 text-kelp-700'
                : 'border-transparent text-muted hover:text-ink'
            }`}
          >
            {t(section)}
          </button>
        ))}
      </div>
      <div role="tabpanel" id={`admin-panel-${active}`} aria-labelledby={`admin-tab-${active}`}>
        {panels[active]}
      </div>
    </div>
  )
}
