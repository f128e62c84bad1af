import { useTranslations } from 'next-intl'

/** CC BY 4.0 attribution, required wherever CarbonPlan CDR data is shown. */
export function DataAttribution() {
  const t = useTranslations('projects')
  return (
    <p className="text-xs text-muted">
      <a
        href="https://carbonplan.org/research/cdr-database"
        className="underline hover:text-ink"
        rel="noreferrer"
        target="_blank"
      >
        {t('attribution')}
      </a>
    </p>
  )
}
