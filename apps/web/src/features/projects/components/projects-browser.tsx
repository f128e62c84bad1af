'use client'

import { MAX_COMPARE } from '@kelp/core/projects'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback } from 'react'
import { countryName } from '@/lib/format'
import { ProjectsListSkeleton } from '@/components/skeletons/projects-list-skeleton'
import { buttonClasses } from '@/components/ui/button'
import { useFilters } from '../hooks/use-filters'
import { useProjects } from '../hooks/use-projects'
import { hasActiveFilters, toggleCompare } from '../lib/filters'
import { CompareBar } from './compare-bar'
import { EmptyState } from './empty-state'
import { Pagination } from './pagination'
import { ProjectCard } from './project-card'
import { ProjectFiltersBar } from './project-filters'
import { ProjectsHeader } from './projects-header'
import { ProjectsMap } from './projects-map'

/**
 * The marketplace below its header (projects-header.tsx, which the server renders when it can):
 * filters in the URL, 3-column card grid, map, compare. The server render hands over the first
 * page of results, so the HTML already lists them. `search`: the query the server rendered with.
 */
export function ProjectsBrowser({ header, search }: { header: boolean; search: string }) {
  const t = useTranslations('projects')
  const locale = useLocale()
  const { filters, update, go, cleared } = useFilters(search)
  const list = useProjects(filters)
  const nameCountry = useCallback((code: string) => countryName(locale, code), [locale])
  const data = list.data
  const failed = list.isError && !list.isFetching

  return (
    <>
      {header ? <ProjectsHeader view={filters.view} /> : null}
      <div className="mx-auto grid max-w-(--container-page) gap-6 px-6 pt-6 pb-10">
        <ProjectFiltersBar
          filters={filters}
          cleared={cleared}
          facets={data?.facets}
          countryName={nameCountry}
          onChange={(patch) => update(patch)}
          onGo={go}
          active={hasActiveFilters(filters)}
        />
        {failed ? (
          <div role="alert" className="grid justify-items-start gap-3">
            <p>{t('loadError')}</p>
            <button type="button" className={buttonClasses()} onClick={() => void list.refetch()}>
              {t('retry')}
            </button>
          </div>
        ) : null}
        {!data && !failed ? (
          <div className="-mx-6">
            <ProjectsListSkeleton label={t('loading')} />
          </div>
        ) : null}
        {data ? (
          <section aria-busy={list.isFetching} className="grid gap-6">
            <p aria-live="polite" className="text-sm font-medium text-muted">
              {t('results', { count: data.total })}
            </p>
            {data.total === 0 ? (
              <EmptyState cleared={cleared} onGo={go} />
            ) : (
              <>
                <ul className="grid grid-cols-1 gap-6 md:grid-cols-3">
                  {data.items.map((project) => (
                    <li key={project.id} className="grid">
                      <ProjectCard
                        project={project}
                        compared={filters.compare.includes(project.slug)}
                        compareDisabled={filters.compare.length >= MAX_COMPARE}
                        onToggleCompare={(slug) =>
                          update(
                            { compare: toggleCompare(filters.compare, slug) },
                            { resetPage: false },
                          )
                        }
                      />
                    </li>
                  ))}
                </ul>
                <Pagination filters={filters} pageCount={data.pageCount} onGo={go} />
                <ProjectsMap projects={data.items} />
              </>
            )}
          </section>
        ) : null}
        <CompareBar
          slugs={filters.compare}
          onClear={() => update({ compare: [] }, { resetPage: false })}
        />
      </div>
    </>
  )
}
