'use client'

import { useFormatter } from 'next-intl'
import { useId } from 'react'

export interface BreakdownItem {
  key: string
  label: string
  value: number
}

const ROW = 28
const BAR = 14
const W = 320
/** Palette from the design tokens, in order of the largest share. */
const FILLS = [
  'fill-kelp-900',
  'fill-kelp-700',
  'fill-kelp-500',
  'fill-kelp-200',
  'fill-[#5b4bb7]',
  'fill-[#d99a1e]',
]

/**
 * Horizontal bar chart of one breakdown (issue 7 §5): plain SVG like the planner's chart, one
 * labelled bar per share, largest first; the SVG carries a text summary for screen readers.
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
      className="grid content-start gap-3 rounded-xl border border-line p-4"
      aria-labelledby={`${id}-t`}
    >
      <figcaption id={`${id}-t`} className="font-semibold">
        {title}
      </figcaption>
      {total === 0 ? (
        <p className="text-sm text-muted">{emptyLabel}</p>
      ) : (
        <svg
          viewBox={`0 0 ${W} ${sorted.length * ROW * 2}`}
          role="img"
          aria-label={`${title}. ${summary}`}
          className="w-full"
          data-chart={title}
        >
          {sorted.map((item, i) => {
            const y = i * ROW * 2
            const share = format.number(item.value / total, { style: 'percent' })
            return (
              <g key={item.key} data-key={item.key}>
                <text x={0} y={y + 14} className="fill-ink text-[12px]">
                  {item.label}
                </text>
                <text x={W} y={y + 14} textAnchor="end" className="fill-muted text-[12px]">
                  {`${formatValue(item.value)} · ${share}`}
                </text>
                <rect x={0} y={y + 20} width={W} height={BAR} rx={4} className="fill-surface" />
                <rect
                  x={0}
                  y={y + 20}
                  width={Math.max(2, (item.value / max) * W)}
                  height={BAR}
                  rx={4}
                  className={FILLS[i % FILLS.length]}
                />
              </g>
            )
          })}
        </svg>
      )}
    </figure>
  )
}
