'use client'

import type { ProjectDetail } from '@kelp/core/projects'
import { useTranslations } from 'next-intl'

/** The data sets a project's facts come from (never its registry). */
export function ProjectSources({ sources }: { sources: ProjectDetail['sources'] }) {
  const t = useTranslations('projects.detail')
  if (sources.length === 0) return null
  return (
    <div className="grid gap-1 text-sm">
      <h2 className="font-semibold">{t('sources')}</h2>
      <ul className="grid gap-1">
        {sources.map((s) => (
          <li key={s.url}>
            <a href={s.url} target="_blank" rel="noreferrer" className="text-kelp-700 underline">
              {s.name}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}
