import { useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'

/** Spec §8 "No projects match filters", with the clear-filters action. */
export function EmptyState({ onClear }: { onClear: () => void }) {
  const t = useTranslations('projects.empty')
  return (
    <div className="grid justify-items-center gap-3 rounded-xl border border-dashed border-line px-6 py-16 text-center">
      <h2 className="text-xl font-semibold">{t('title')}</h2>
      <p className="text-muted">{t('text')}</p>
      <button type="button" onClick={onClear} className={buttonClasses()}>
        {t('action')}
      </button>
    </div>
  )
}
