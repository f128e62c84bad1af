'use client'

import { useLocale, useTranslations } from 'next-intl'
import type { Plan, PlannerSettings } from '@kelp/core/planner'
import { plannerFormat } from '../format'

/** The strategy in words, written from the computed plan (both languages via messages). */
export function ExplainStrategy({ plan, settings: s }: { plan: Plan; settings: PlannerSettings }) {
  const t = useTranslations('planner.explain')
  const fmt = plannerFormat(useLocale())
  if (!plan.ready) return null
  const first = plan.years[0]!
  const last = plan.years.at(-1)!
  const credits = plan.totals.removalKg + plan.totals.avoidanceKg
  const removalShare = credits > 0 ? (plan.totals.removalKg * 100) / credits : 0
  const paragraphs = [
    t('reduce', {
      from: first.year,
      to: last.year,
      baseline: fmt.tonnesFromKg(first.baselineKg),
      residual: fmt.tonnesFromKg(last.residualKg),
      percent: fmt.percent(last.reductionPercent),
      scopes: t(`scopes.${s.basis}`),
    }),
    t(
      `approach.${s.approach === 'carbon_fee' && s.basis === 'scope12' ? 'carbon_fee_scope12' : s.approach}`,
      {
        fee12: fmt.eurosFromCents(s.feeScope12Cents),
        fee3: fmt.eurosFromCents(s.feeScope3Cents),
        budget: fmt.eurosFromCents(s.budgetCents),
        credits: fmt.tonnesFromKg(credits),
        cost: fmt.eurosFromCents(plan.totals.costCents),
      },
    ),
    t(`target.${s.offsetTarget}`, { removalShare: fmt.percent(removalShare) }),
    t(plan.vcmiTier === 'none' ? 'vcmiNone' : 'vcmi', { tier: t(`tiers.${plan.vcmiTier}`) }),
    t(plan.sbti.aligned ? 'sbtiAligned' : 'sbtiNotAligned'),
  ]
  return (
    <section aria-labelledby="planner-explain-title" className="flex flex-col gap-2">
      <h2 id="planner-explain-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      {paragraphs.map((text) => (
        <p key={text} className="text-sm leading-relaxed text-ink/90">
          {text}
        </p>
      ))}
    </section>
  )
}
