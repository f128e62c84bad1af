'use client'

import type { ProjectDetail } from '@kelp/core/projects'
import { useTranslations } from 'next-intl'

export function ImpactPanel({ project }: { project: ProjectDetail }) {
  const t = useTranslations('projects.detail.impact')
  return (
    <div className="grid gap-6">
      <section aria-labelledby="sdg-title">
        <h3 id="sdg-title" className="mb-3 text-lg font-semibold">
          {t('sdgs')}
        </h3>
        <ul className="flex flex-wrap gap-2">
          {project.sdgs.map((n) => (
            <li
              key={n}
              className="rounded-md bg-kelp-700 px-3 py-1 text-sm font-semibold text-white"
            >
              {t('sdg', { number: n })}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="socio-title">
        <h3 id="socio-title" className="mb-2 text-lg font-semibold">
          {t('socio')}
        </h3>
        <p className="text-muted">{project.texts.socio}</p>
      </section>
      <section aria-labelledby="env-title">
        <h3 id="env-title" className="mb-2 text-lg font-semibold">
          {t('environmental')}
        </h3>
        <p className="text-muted">{project.texts.environmental}</p>
      </section>
    </div>
  )
}
