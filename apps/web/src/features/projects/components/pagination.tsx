import { useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'

export function Pagination({
  page,
  pageCount,
  onPage,
}: {
  page: number
  pageCount: number
  onPage: (page: number) => void
}) {
  const t = useTranslations('projects.pagination')
  if (pageCount <= 1) return null
  return (
    <nav aria-label={t('label')} className="flex items-center justify-center gap-4">
      <button
        type="button"
        className={buttonClasses({ variant: 'secondary' })}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {t('previous')}
      </button>
      <span className="text-sm text-muted" aria-live="polite">
        {t('status', { page, count: pageCount })}
      </span>
      <button
        type="button"
        className={buttonClasses({ variant: 'secondary' })}
        disabled={page >= pageCount}
        onClick={() => onPage(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  )
}
