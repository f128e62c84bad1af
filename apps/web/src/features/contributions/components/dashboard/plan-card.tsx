import type { DashboardContribution } from '@kelp/core/contributions'
import { useFormatter, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { formatMoney, formatTonnes } from '@/lib/format'
import { formatDate } from '../../lib/format'
import { StatusChip } from './status-chip'

/** product.md §3: the current plan: frequency, portfolio, footprint, amount, next billing, status. */
export function PlanCard({ contribution }: { contribution: DashboardContribution }) {
  const t = useTranslations('contributions')
  const format = useFormatter()
  const amount = formatMoney(format, contribution.amount)
  const monthly = contribution.frequency === 'monthly'
  const items: [string, ReactNode][] = [
    [t('dashboard.plan.frequency'), t(`frequencies.${contribution.frequency}`)],
    [t('dashboard.plan.portfolio'), t(`portfolios.${contribution.portfolio}.label`)],
    [
      t('dashboard.plan.footprint'),
      t('dashboard.plan.tonnes', { tonnes: formatTonnes(format, contribution.tonnes) }),
    ],
    [
      t('dashboard.plan.amount'),
      monthly ? t('dashboard.plan.perMonth', { amount }) : t('dashboard.plan.once', { amount }),
    ],
    [
      t('dashboard.plan.nextBilling'),
      contribution.nextBillingDate && contribution.active
        ? formatDate(format, contribution.nextBillingDate)
        : t('dashboard.plan.none'),
    ],
    [t('dashboard.plan.status'), <StatusChip key="status" status={contribution.status} />],
  ]
  return (
    <div className="grid gap-3">
      <dl className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3">
        {items.map(([label, value]) => (
          <div key={label} className="grid gap-1 rounded-xl bg-surface p-4">
            <dt className="text-sm text-muted">{label}</dt>
            <dd className="font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted">
        {t('dashboard.plan.started', { date: formatDate(format, contribution.createdAt) })}
        {contribution.canceledAt
          ? ` · ${t('dashboard.plan.cancelled', { date: formatDate(format, contribution.canceledAt) })}`
          : null}
      </p>
    </div>
  )
}
