'use client'

import type { ProjectDetail } from '@kelp/core/projects'
import { useTranslations } from 'next-intl'

/** A programme of activities is one project; its registered activities are listed inside it. */
export function ProgrammeActivities({ activities }: { activities: ProjectDetail['activities'] }) {
  const t = useTranslations('projects.detail')
  if (activities.length === 0) return null
  return (
    <section aria-labelledby="activities-title">
      <h3 id="activities-title" className="mb-2 text-lg font-semibold">
        {t('activities')}
      </h3>
      <ul className="grid list-disc gap-1 pl-5">
        {activities.map((a) => (
          <li key={a.registryId}>{t('activity', { name: a.name, registryId: a.registryId })}</li>
        ))}
      </ul>
    </section>
  )
}
