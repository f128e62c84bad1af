'use client'

import { useTranslations } from 'next-intl'

/** Previous/next paging for the back-office lists. */
export function Pager({
  page,
  pageCount,
  onChange,
}: {
  page: number
  pageCount: number
  onChange: (page: number) => void
}) {
  const t = useTranslations('admin.pager')
  if (pageCount <= 1) return null
  const button =
    'h-(--height-btn-sm) rounded-md border border-line px-3 text-sm disabled:opacity-40'
  return (
    <nav aria-label={t('label')} className="flex items-center gap-3">
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onClick={() => onChange(page - 1)}
      >
        {t('previous')}
      </button>
      <span className="text-sm">{t('status', { page, pageCount })}</span>
      <button
        type="button"
        className={button}
        disabled={page >= pageCount}
        onClick={() => onChange(page + 1)}
      >
        {t('next')}
      </button>
    </nav>
  )
}
