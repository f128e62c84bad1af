'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { Plan } from '@kelp/core/planner'
import { plannerFormat } from '../format'

const W = 880
const H = 340
const PAD = { top: 16, right: 16, bottom: 32, left: 64 }
const TICKS = 4

/** Series colours; the legend uses the same classes. */
const SERIES = [
  { key: 'scope1', fill: 'fill-kelp-900', swatch: 'bg-kelp-900' },
  { key: 'scope2', fill: 'fill-kelp-700', swatch: 'bg-kelp-700' },
  { key: 'scope3', fill: 'fill-kelp-500', swatch: 'bg-kelp-500' },
  { key: 'reduction', fill: 'fill-kelp-100', swatch: 'bg-kelp-100' },
  { key: 'removal', fill: 'fill-[#5b4bb7]', swatch: 'bg-[#5b4bb7]' },
  { key: 'avoidance', fill: 'fill-[#d99a1e]', swatch: 'bg-[#d99a1e]' },
] as const

/** Stacked emissions and reductions beside credits by type, one pair of bars a year, with the goals as lines. */
export function PlanChart({ plan }: { plan: Plan }) {
  const t = useTranslations('planner.chart')
  const fmt = plannerFormat(useLocale())
  if (!plan.ready) {
    return (
      <div className="flex h-[340px] items-center justify-center rounded-lg border border-dashed border-line bg-surface p-6 text-center text-sm text-muted">
        {t('empty')}
      </div>
    )
  }
  const { years } = plan
  const max = Math.max(1, ...years.map((y) => Math.max(y.baselineKg, y.removalKg + y.avoidanceKg)))
  const plotW = W - PAD.left - PAD.right
  const plotH = H - PAD.top - PAD.bottom
  const slot = plotW / years.length
  const bar = Math.max(1, slot * 0.4)
  const y = (kg: number) => PAD.top + plotH - (kg / max) * plotH
  const h = (kg: number) => (kg / max) * plotH
  const labelEvery = Math.ceil(years.length / 10)
  const first = years[0]!
  const last = years.at(-1)!
  return (
    <figure className="flex flex-col gap-3">
      <svg
        viewBox={`0 0 ${W} ${H}`}
        role="img"
        aria-labelledby="planner-chart-title planner-chart-desc"
        className="w-full"
      >
        <title id="planner-chart-title">{t('title')}</title>
        <desc id="planner-chart-desc">
          {t('description', {
            from: first.year,
            to: last.year,
            baseline: fmt.tonnesFromKg(first.baselineKg),
            residual: fmt.tonnesFromKg(last.residualKg),
            credits: fmt.tonnesFromKg(plan.totals.removalKg + plan.totals.avoidanceKg),
          })}
        </desc>
        {Array.from({ length: TICKS + 1 }, (_, i) => (max * i) / TICKS).map((kg) => (
          <g key={kg}>
            <line x1={PAD.left} x2={W - PAD.right} y1={y(kg)} y2={y(kg)} className="stroke-line" />
            <text
              x={PAD.left - 6}
              y={y(kg) + 4}
              textAnchor="end"
              className="fill-muted text-[11px]"
            >
              {fmt.tonnesFromKg(kg)}
            </text>
          </g>
        ))}
        {years.map((year, i) => {
          const x = PAD.left + i * slot + slot * 0.08
          const stack = [
            ['scope1', year.emissionsKg.scope1],
            ['scope2', year.emissionsKg.scope2],
            ['scope3', year.emissionsKg.scope3],
            ['reduction', year.reductionKg],
          ] as const
          let base = 0
          let credit = 0
          return (
            <g key={year.year} data-year={year.year}>
              {stack.map(([key, kg]) => {
                base += kg
                const fill = SERIES.find((s) => s.key === key)!.fill
                return (
                  <rect key={key} x={x} width={bar} y={y(base)} height={h(kg)} className={fill} />
                )
              })}
              {(
                [
                  ['removal', year.removalKg],
                  ['avoidance', year.avoidanceKg],
                ] as const
              ).map(([key, kg]) => {
                credit += kg
                const fill = SERIES.find((s) => s.key === key)!.fill
                return (
                  <rect
                    key={key}
                    x={x + bar + 1}
                    width={bar}
                    y={y(credit)}
                    height={h(kg)}
                    className={fill}
                  />
                )
              })}
              {i % labelEvery === 0 ? (
                <text x={x + bar} y={H - 10} textAnchor="middle" className="fill-muted text-[11px]">
                  {year.year}
                </text>
              ) : null}
            </g>
          )
        })}
        {plan.targets.map((target) => (
          <g key={target.kind}>
            <line
              x1={PAD.left}
              x2={W - PAD.right}
              y1={y(target.residualKg)}
              y2={y(target.residualKg)}
              strokeDasharray="6 4"
              className={target.kind === 'short' ? 'stroke-danger' : 'stroke-ink'}
            />
            <text
              x={W - PAD.right}
              y={y(target.residualKg) - 4}
              textAnchor="end"
              className="fill-ink text-[11px]"
            >
              {t(`target.${target.kind}`, { year: target.year })}
            </text>
          </g>
        ))}
      </svg>
      <figcaption>
        <ul className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted">
          {SERIES.map((s) => (
            <li key={s.key} className="flex items-center gap-1.5">
              <span aria-hidden="true" className={`inline-block size-3 rounded-sm ${s.swatch}`} />
              {t(`legend.${s.key}`)}
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  )
}
