'use client'

import type { PortfolioOverview } from '@kelp/core/portfolio'
import { useFormatter, useTranslations } from 'next-intl'
import { formatMoney, formatTonnes } from '@/lib/format'

/** The three headline figures of the Portfolio overview (product.md §3 "Portfolio"). */
export function KpiTiles({ overview }: { overview: PortfolioOverview }) {
  const t = useTranslations('portfolio.kpi')
  const format = useFormatter()
  const { totals, currency } = overview
  const tiles = [
    ['invested', formatMoney(format, totals.investedCents, currency), t('investedHint')],
    [
      'purchased',
      t('tonnes', { tonnes: formatTonnes(format, totals.offsetsPurchasedTonnes) }),
      t('purchasedHint', { retired: formatTonnes(format, totals.retiredTonnes) }),
    ],
    ['projects', format.number(totals.projectsCount), t('projectsHint')],
  ] as const
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {tiles.map(([key, value, hint]) => (
        <div key={key} className="grid gap-1 rounded-xl bg-kelp-50 p-5">
          <dt className="text-sm font-medium text-kelp-900">{t(key)}</dt>
          <dd className="text-2xl font-bold text-kelp-900 md:text-3xl" data-kpi={key}>
            {value}
          </dd>
          <dd className="text-xs text-muted">{hint}</dd>
        </div>
      ))}
    </dl>
  )
}
