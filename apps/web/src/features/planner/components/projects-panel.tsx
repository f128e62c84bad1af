'use client'

import { useQueries } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import type { Plan } from '@kelp/core/planner'
import type { ProjectType } from '@kelp/core/projects'
import { Link } from '@/i18n/navigation'
import { countryName } from '@/lib/format'
import { fittingProjectsQuery } from '../api/fitting-projects'
import { plannerFormat } from '../format'

/** Catalogue projects that fit the strategy's credit mix (planner menu → Projects). */
export function ProjectsPanel({ plan }: { plan: Plan }) {
  const t = useTranslations('planner.projects')
  const locale = useLocale()
  const fmt = plannerFormat(locale)
  const credits = plan.totals.removalKg + plan.totals.avoidanceKg
  const removalShare = credits > 0 ? (plan.totals.removalKg * 100) / credits : 0
  const types: ProjectType[] = []
  if (plan.totals.removalKg > 0) types.push('removal')
  if (plan.totals.avoidanceKg > 0) types.push('avoidance')
  // Shown once every type's list is there; a list that fails is left out.
  const projects = useQueries({
    queries: types.map((type) => fittingProjectsQuery(type, locale)),
    combine: (results) =>
      results.some((r) => r.isPending) ? null : results.flatMap((r) => r.data?.items ?? []),
  })

  return (
    <section aria-labelledby="planner-projects-title" className="flex flex-col gap-3">
      <h2 id="planner-projects-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-sm text-ink/90">
        {credits > 0
          ? t('mix', {
              removal: fmt.percent(removalShare),
              avoidance: fmt.percent(100 - removalShare),
            })
          : t('noCredits')}
      </p>
      {projects && projects.length > 0 ? (
        <ul className="grid gap-3 md:grid-cols-3">
          {projects.map((project) => (
            <li key={project.id} className="rounded-lg border border-line p-3">
              <Link
                href={`/projects/${project.slug}`}
                className="font-medium text-kelp-700 hover:underline"
              >
                {project.name}
              </Link>
              <p className="text-xs text-muted">
                {t(`types.${project.type}`)} · {countryName(locale, project.countryCode)} ·{' '}
                {t('score', { score: project.score })}
                {project.priceCents === null
                  ? null
                  : ` · ${t('price', { price: fmt.eurosFromCents(project.priceCents) })}`}
                {` · ${t(project.availability === 'forward' ? 'forwardAvailable' : 'available', {
                  tonnes: fmt.tonnesFromKg(project.creditsAvailable * 1000),
                })}`}
              </p>
            </li>
          ))}
        </ul>
      ) : null}
      <Link href="/projects" className="text-sm font-medium text-kelp-700 underline">
        {t('browse')}
      </Link>
    </section>
  )
}
