'use client'

import type { PortfolioOverview } from '@kelp/core/portfolio'
import { useFormatter, useTranslations } from 'next-intl'
import { formatTonnes } from '@/lib/format'
import { BreakdownChart } from './breakdown-chart'

const CHARTS = ['byCategory', 'byProjectType', 'byLocation', 'byRating'] as const

/** Purchased tonnes by category, project type, location and rating. */
export function OverviewCharts({ charts }: { charts: PortfolioOverview['charts'] }) {
  const t = useTranslations('portfolio.charts')
  const format = useFormatter()
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
