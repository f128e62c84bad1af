import { useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'
import type { ProjectFilters } from '../lib/filters'
import { FilterLink } from './filter-link'

const step = `${buttonClasses({ variant: 'secondary' })} inline-flex items-center`

/** Previous and next as links (they work without JavaScript); absent at either end. */
export function Pagination({
  filters,
  pageCount,
  onGo,
}: {
  filters: ProjectFilters
  pageCount: number
  onGo: (filters: ProjectFilters) => void
}) {
  const t = useTranslations('projects.pagination')
  const { page } = filters
  if (pageCount <= 1) return null
  const edge = `${step} pointer-events-none opacity-40`
  return (
    <nav aria-label={t('label')} className="flex items-center justify-center gap-4">
      {page > 1 ? (
        <FilterLink filters={{ ...filters, page: page - 1 }} onGo={onGo} className={step}>
          {t('previous')}
        </FilterLink>
      ) : (
        <span aria-hidden="true" className={edge}>
          {t('previous')}
        </span>
      )}
      <span className="text-sm text-muted" aria-live="polite">
        {t('status', { page, count: pageCount })}
      </span>
      {page < pageCount ? (
        <FilterLink filters={{ ...filters, page: page + 1 }} onGo={onGo} className={step}>
          {t('next')}
        </FilterLink>
      ) : (
        <span aria-hidden="true" className={edge}>
          {t('next')}
        </span>
      )}
    </nav>
  )
}
