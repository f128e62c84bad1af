import { LISTING_PASS_MARK, type ListingReason } from '@kelp/core/projects'
import { useTranslations } from 'next-intl'

/** Why the listing policy keeps a project out of the marketplace (research view). */
export function NotForSale({ reasons }: { reasons: readonly ListingReason[] }) {
  const t = useTranslations('projects.notForSale')
  if (reasons.length === 0) return null
  return (
    <div className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
      <p className="font-semibold">{t('title')}</p>
      <ul className="mt-1 list-disc pl-5">
        {reasons.map((r) => (
          <li key={r}>{t(`reasons.${r}`, { passMark: LISTING_PASS_MARK })}</li>
        ))}
      </ul>
    </div>
  )
}
