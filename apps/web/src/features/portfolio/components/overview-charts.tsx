'use client'

import type { PortfolioOverview } from '@kelp/core/portfolio'
import { useFormatter, useTranslations } from 'next-intl'
import { Link } from '@/i18n/navigation'
import { formatTonnes } from '@/lib/format'
import { BreakdownChart } from './breakdown-chart'

const CHARTS = ['byCategory', 'byProjectType', 'byLocation', 'byRating'] as const

/** Purchased tonnes by category, project type, location and rating. */
export function OverviewCharts({ charts }: { charts: PortfolioOverview['charts'] }) {
  const t = useTranslations('portfolio.charts')
  const format = useFormatter()
  // Nothing bought in the period: one empty state with the next step, not four empty charts.
  if (CHARTS.every((key) => charts[key].length === 0))
    return (
      <div className="grid gap-2 rounded-lg border border-line p-6">
        <p className="text-muted">{t('empty')}</p>
        <Link href="/projects" className="w-fit font-semibold text-kelp-700 underline">
          {t('emptyAction')}
        </Link>
      </div>
    )
  return (
    <div className="grid gap-4 md:grid-cols-2">
      {CHARTS.map((key) => (
        <BreakdownChart
          key={key}
          title={t(key)}
          items={charts[key].map((slice) => ({
            key: slice.key,
            label: slice.label,
            value: slice.tonnes,
          }))}
          formatValue={(tonnes) => t('tonnes', { tonnes: formatTonnes(format, tonnes) })}
          emptyLabel={t('empty')}
        />
      ))}
    </div>
  )
}
