'use client'

import { useTranslations } from 'next-intl'
import { useRef, type KeyboardEvent } from 'react'
import { PLANNER_MENU, type PlannerMenuItem } from '../constants'

interface Props {
  current: PlannerMenuItem
  onSelect(item: PlannerMenuItem): void
}

/** Strategy / Insights / Projects / Marketing & Reports, as tabs (arrow keys move between them). */
export function PlannerMenu({ current, onSelect }: Props) {
  const t = useTranslations('planner.menu')
  const refs = useRef<(HTMLButtonElement | null)[]>([])
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const delta = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0
    if (!delta) return
    const next = (index + delta + PLANNER_MENU.length) % PLANNER_MENU.length
    onSelect(PLANNER_MENU[next]!)
    refs.current[next]?.focus()
  }
  return (
    <div role="tablist" aria-label={t('label')} className="flex gap-1 border-b border-line">
      {PLANNER_MENU.map((item, index) => (
        <button
          key={item}
          ref={(node) => {
            refs.current[index] = node
          }}
          type="button"
          role="tab"
          id={`planner-tab-${item}`}
          aria-selected={current === item}
          aria-controls="planner-tabpanel"
          tabIndex={current === item ? 0 : -1}
          onKeyDown={(event) => onKeyDown(event, index)}
          onClick={() => onSelect(item)}
          className="-mb-px border-b-2 border-transparent px-4 py-2 text-sm font-medium text-muted hover:text-ink aria-selected:border-kelp-700 aria-selected:text-kelp-900"
        >
          {t(item)}
        </button>
      ))}
    </div>
  )
}
