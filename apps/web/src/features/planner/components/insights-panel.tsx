'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { Plan } from '@kelp/core/planner'
import { plannerFormat } from '../format'

/** The plan's key figures (planner menu → Insights, and beside the chart). */
export function InsightsPanel({ plan, compact = false }: { plan: Plan; compact?: boolean }) {
  const t = useTranslations('planner.insights')
  const fmt = plannerFormat(useLocale())
  if (!plan.ready) return null
  const last = plan.years.at(-1)!
  const credits = plan.totals.removalKg + plan.totals.avoidanceKg
  type Figure =
    'reductions' | 'residual' | 'credits' | 'removals' | 'cost' | 'costPerYear' | 'vcmi' | 'rate'
  const figures: [Figure, string][] = [
    ['reductions', t('tonnes', { value: fmt.tonnesFromKg(plan.totals.reductionKg) })],
    ['residual', t('tonnesPerYear', { value: fmt.tonnesFromKg(last.residualKg) })],
    ['credits', t('tonnes', { value: fmt.tonnesFromKg(credits) })],
    ['removals', t('tonnes', { value: fmt.tonnesFromKg(plan.totals.removalKg) })],
    ['cost', fmt.eurosFromCents(plan.totals.costCents)],
    ['costPerYear', fmt.eurosFromCents(Math.round(plan.totals.costCents / plan.years.length))],
    ['vcmi', t(`tiers.${plan.vcmiTier}`)],
    ['rate', t('percentPerYear', { value: fmt.percent(plan.sbti.annualRatePercent ?? 0) })],
  ]
  const shown = compact ? figures.slice(0, 4).concat([figures[4]!, figures[6]!]) : figures
  return (
    <section aria-labelledby="planner-insights-title" className="flex flex-col gap-3">
      <h2 id="planner-insights-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-3">
        {shown.map(([key, value]) => (
          <div key={key} className="rounded-lg border border-line bg-white p-3">
            <dt className="text-xs text-muted">{t(`figures.${key}`)}</dt>
            <dd className="mt-1 text-lg font-semibold" data-figure={key}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
