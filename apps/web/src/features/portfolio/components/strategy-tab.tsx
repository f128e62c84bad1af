'use client'

import { computePlan, type PlannerSettingsResponse } from '@kelp/core/planner'
import { useFormatter, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { api } from '@/lib/api-client'
import { formatMoney, formatTonnes } from '@/lib/format'

const KG_PER_TONNE = 1000

/** Strategy planning: a summary of the user's ATLAS plan, with the way into the planner. */
export function StrategyTab() {
  const t = useTranslations('portfolio.strategy')
  const tTargets = useTranslations('planner.settings.targetOptions')
  const format = useFormatter()
  const [data, setData] = useState<PlannerSettingsResponse | 'error'>()

  useEffect(() => {
    api
      .get<PlannerSettingsResponse>('/api/planner/settings')
      .then(setData)
      .catch(() => setData('error'))
  }, [])

  if (data === undefined) return <p className="text-muted">{t('loading')}</p>
  const plan = data === 'error' ? undefined : computePlan(data.settings, data.prices)
  const link = (
    <Link href="/kelpatlas" className={`${buttonClasses({ size: 'lg' })} w-fit`}>
      {plan?.ready ? t('open') : t('start')}
    </Link>
  )
  if (data === 'error' || !plan?.ready) {
    return (
      <section className="grid gap-4 rounded-xl bg-surface p-6 md:p-10">
        <h2 className="text-xl font-bold">{t('emptyTitle')}</h2>
        <p className="max-w-2xl text-muted">{t('emptyBody')}</p>
        {link}
      </section>
    )
  }
  const s = data.settings
  const tonnes = (kg: number) => t('tonnes', { tonnes: formatTonnes(format, kg / KG_PER_TONNE) })
  const facts = [
    ['target', tTargets(s.offsetTarget)],
    ['years', t('yearsValue', { from: s.baselineYear, to: s.targetYear })],
    ['reduction', tonnes(plan.totals.reductionKg)],
    ['removal', tonnes(plan.totals.removalKg)],
    ['avoidance', tonnes(plan.totals.avoidanceKg)],
    ['cost', formatMoney(format, plan.totals.costCents)],
  ] as const
  return (
    <section className="grid gap-4">
      <h2 className="text-xl font-bold">{t('title')}</h2>
      <p className="max-w-2xl text-muted">{t('intro')}</p>
      <dl className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(([key, value]) => (
          <div key={key} className="rounded-lg border border-line p-4">
            <dt className="text-sm text-muted">{t(`facts.${key}`)}</dt>
            <dd className="text-lg font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      {link}
    </section>
  )
}
