import type { ContributionStatus } from '@kelp/core/contributions'
import { useTranslations } from 'next-intl'

const TONES: Record<ContributionStatus, string> = {
  paid: 'bg-kelp-100 text-kelp-900',
  pending: 'bg-amber-100 text-amber-900',
  draft: 'bg-slate-100 text-slate-800',
  failed: 'bg-red-100 text-red-800',
  unknown: 'bg-slate-100 text-slate-800',
}

/** product.md §4 contribution statuses: paid, pending, draft, failed, unknown. */
export function StatusChip({ status }: { status: ContributionStatus }) {
  const t = useTranslations('contributions.statuses')
  return (
    <span className={`inline-flex rounded-full px-3 py-0.5 text-sm font-semibold ${TONES[status]}`}>
      {t(status)}
    </span>
  )
}
