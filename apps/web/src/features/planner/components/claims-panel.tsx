'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { Plan, PlannerSettings } from '@kelp/core/planner'
import { plannerFormat } from '../format'

/**
 * The claims the plan supports (planner menu → Marketing & Reports), worded within EU
 * Directive 2024/825: contribution and target claims only, never "climate neutral" from offsets.
 */
export function ClaimsPanel({ plan, settings: s }: { plan: Plan; settings: PlannerSettings }) {
  const t = useTranslations('planner.claims')
  const fmt = plannerFormat(useLocale())
  const goal = s.longTermGoal ?? s.shortTermGoal
  const values = {
    percent: fmt.percent(goal?.percent ?? 0),
    year: goal?.year ?? s.targetYear,
    baselineYear: s.baselineYear,
    tier: t(`tiers.${plan.vcmiTier}`),
    credits: fmt.tonnesFromKg(plan.totals.removalKg + plan.totals.avoidanceKg),
  }
  return (
    <section aria-labelledby="planner-claims-title" className="flex flex-col gap-3">
      <h2 id="planner-claims-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('intro')}</p>
      {plan.claims.length === 0 ? (
        <p className="text-sm">{t('none')}</p>
      ) : (
        <ul className="flex flex-col gap-2">
          {plan.claims.map((claim) => (
            <li key={claim} className="rounded-lg border border-kelp-200 bg-kelp-50 p-3">
              <p className="text-sm font-medium">{t(`items.${claim}.claim`, values)}</p>
              <p className="mt-1 text-xs text-muted">{t(`items.${claim}.evidence`, values)}</p>
            </li>
          ))}
        </ul>
      )}
      <div role="note" className="rounded-lg border border-line bg-surface p-3 text-xs text-ink/80">
        {t('directive')}
      </div>
    </section>
  )
}
