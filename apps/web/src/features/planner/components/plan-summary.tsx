'use client'

import { useQuery } from '@tanstack/react-query'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { plannerSettingsQuery } from '../api/planner-settings'

/**
 * The saved plan's key settings, read-only. The server render has them, so the page shows the
 * user's own plan before the dashboard's code has loaded (and on phones, where it does not).
 */
export function PlanSummary() {
  const t = useTranslations('planner')
  const format = useFormatter()
  const { data } = useQuery(plannerSettingsQuery(useLocale()))
  if (!data) return null
  const s = data.settings
  const rows: [string, string][] = [
    [t('settings.baselineEmissions'), format.number(s.baselineEmissions)],
    [t('settings.baselineYear'), String(s.baselineYear)],
    [t('settings.targetYear'), String(s.targetYear)],
    [t('settings.approach'), t(`settings.approachOptions.${s.approach}`)],
    [t('settings.offsetTarget'), t(`settings.targetOptions.${s.offsetTarget}`)],
  ]
  return (
    <section aria-labelledby="plan-summary-title" className="mx-auto grid max-w-md gap-3 py-6">
      <h2 id="plan-summary-title" className="text-lg font-semibold">
        {t('summary.title')}
      </h2>
      <dl className="grid gap-2 text-sm">
        {rows.map(([label, value]) => (
          <div key={label} className="flex justify-between gap-6 border-b border-line pb-2">
            <dt className="text-muted">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
