'use client'

import { useFormatter } from 'next-intl'
import { useId } from 'react'

export interface BreakdownItem {
  key: string
  label: string
  value: number
}

/** Palette from the design tokens, in order of the largest share. */
const FILLS = [
  'bg-kelp-900',
  'bg-kelp-700',
  'bg-kelp-500',
  'bg-kelp-200',
  'bg-[#5b4bb7]',
  'bg-[#d99a1e]',
]

/**
 * Horizontal bar chart of one breakdown, largest share first. Labels are HTML so
 * they stay legible at 375 px; each bar's width is the share of the largest.
 * Screen readers get the whole chart as one image with a text summary.
 */
export function BreakdownChart({
  title,
  items,
  formatValue,
  emptyLabel,
}: {
  title: string
  items: BreakdownItem[]
  formatValue: (value: number) => string
  emptyLabel: string
}) {
  const id = useId()
  const format = useFormatter()
  const sorted = [...items].filter((i) => i.value > 0).sort((a, b) => b.value - a.value)
  const total = sorted.reduce((sum, i) => sum + i.value, 0)
  const max = sorted[0]?.value ?? 1
  const summary = sorted.map((i) => `${i.label}: ${formatValue(i.value)}`).join('; ')
  return (
    <figure
      className="offscreen-lazy grid content-start gap-3 rounded-xl border border-line p-4"
      aria-labelledby={`${id}-t`}
    >
      <figcaption id={`${id}-t`} className="font-semibold">
        {title}
      </figcaption>
      {total === 0 ? (
        <p className="text-sm text-muted">{emptyLabel}</p>
      ) : (
        <div role="img" aria-label={`${title}. ${summary}`} className="grid gap-3">
          {sorted.map((item, i) => (
            <div key={item.key} data-key={item.key} className="grid gap-1" aria-hidden="true">
              <div className="flex items-baseline justify-between gap-3 text-sm">
                <span className="min-w-0 truncate" title={item.label}>
                  {item.label}
                </span>
                <span className="shrink-0 text-muted">
                  {`${formatValue(item.value)} · ${format.number(item.value / total, { style: 'percent' })}`}
                </span>
              </div>
              <div className="h-2.5 rounded bg-surface">
                <div
                  className={`h-full rounded ${FILLS[i % FILLS.length]}`}
                  style={{ width: `${Math.max(1, (item.value / max) * 100)}%` }}
                />
              </div>
            </div>
          ))}
        </div>
      )}
    </figure>
  )
}
