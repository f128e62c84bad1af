import { CATALOGUE_FIGURES, type ProjectView } from '@kelp/core/projects'
import { useTranslations } from 'next-intl'
import { DataAttribution } from './attribution'
import { ViewSwitch } from './view-switch'

/**
 * The marketplace's title and intro. Rendered on the server above the signed-in list, so the
 * page shows its heading at first paint instead of after sign-in and the first fetch.
 */
export function ProjectsHeader({ view = 'marketplace' }: { view?: ProjectView }) {
  const t = useTranslations('projects')
  return (
    <header className="mx-auto grid max-w-(--container-page) gap-2 px-6 pt-10">
      <h1 className="text-2xl font-bold hyphens-auto sm:text-3xl">{t('title')}</h1>
      <p className="max-w-3xl text-muted">{t('intro', { count: CATALOGUE_FIGURES.criteria })}</p>
      <ViewSwitch view={view} />
      <DataAttribution />
    </header>
  )
}
