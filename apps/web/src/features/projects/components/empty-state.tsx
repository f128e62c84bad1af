import { useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'
import type { ProjectFilters } from '../lib/filters'
import { FilterLink } from './filter-link'

/** product.md §8 "No projects match filters", with the clear-filters action. */
export function EmptyState({
  cleared,
  onGo,
}: {
  cleared: ProjectFilters
  onGo: (filters: ProjectFilters) => void
}) {
  const t = useTranslations('projects.empty')
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-line px-6 py-16 text-center">
      <h2 className="text-xl font-semibold">{t('title')}</h2>
      <p className="text-muted">{t('text')}</p>
      <FilterLink
        filters={cleared}
        onGo={onGo}
        className={`${buttonClasses()} inline-flex items-center`}
      >
        {t('action')}
      </FilterLink>
    </div>
  )
}
