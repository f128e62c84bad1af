'use client'

import type { ProjectListResponse } from '@kelp/core/projects'
import { useTranslations } from 'next-intl'
import type { FormEvent, ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { parseFilters, SCORE_STEPS, type ProjectFilters } from '../lib/filters'
import { FilterLink } from './filter-link'

type Facets = ProjectListResponse['facets']

const selectClass =
  'h-(--height-btn-lg) w-full rounded-md border border-line bg-white px-3 text-sm text-ink'

function FilterSelect({
  label,
  name,
  value,
  onChange,
  children,
}: {
  label: string
  name: keyof ProjectFilters
  value: string | number | undefined
  onChange: (value: string) => void
  children: ReactNode
}) {
  return (
    <label className="grid gap-1 text-sm font-medium">
      {label}
      <select
        name={name}
        className={selectClass}
        value={value ?? ''}
        onChange={(e) => onChange(e.target.value)}
      >
        {children}
      </select>
    </label>
  )
}

/**
 * Country, method, type and score filters plus sort (product.md §2 marketplace). A plain GET form, so
 * it filters without JavaScript (Apply reloads the page with the new query); with JavaScript a
 * changed field applies at once and the list is read again in the browser.
 */
export function ProjectFiltersBar({
  filters,
  cleared,
  facets,
  countryName,
  onChange,
  onGo,
  active,
}: {
  filters: ProjectFilters
  cleared: ProjectFilters
  facets?: Facets
  countryName: (code: string) => string
  onChange: (patch: Partial<ProjectFilters>) => void
  onGo: (filters: ProjectFilters) => void
  active: boolean
}) {
  const t = useTranslations('projects')
  const option = (label: string, count: number) => t('filters.option', { label, count })
  const any = <option value="">{t('filters.any')}</option>
  const countries = [...(facets?.country ?? [])].sort((a, b) =>
    countryName(a.value).localeCompare(countryName(b.value)),
  )
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const form = new FormData(event.currentTarget)
    onGo(parseFilters(new URLSearchParams(form as unknown as Record<string, string>)))
  }
  return (
    <form
      method="get"
      aria-label={t('filters.label')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto_auto] lg:items-end"
      onSubmit={submit}
    >
      <FilterSelect
        label={t('filters.country')}
        name="country"
        value={filters.country}
        onChange={(v) => onChange({ country: v || undefined })}
      >
        {any}
        {filters.country && !countries.some((c) => c.value === filters.country) ? (
          <option value={filters.country}>{option(countryName(filters.country), 0)}</option>
        ) : null}
        {countries.map((c) => (
          <option key={c.value} value={c.value}>
            {option(countryName(c.value), c.count)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('filters.method')}
        name="method"
        value={filters.method}
        onChange={(v) => onChange({ method: (v || undefined) as ProjectFilters['method'] })}
      >
        {any}
        {(facets?.method ?? []).map((m) => (
          <option key={m.value} value={m.value}>
            {option(t(`methods.${m.value as NonNullable<ProjectFilters['method']>}`), m.count)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('filters.type')}
        name="type"
        value={filters.type}
        onChange={(v) => onChange({ type: (v || undefined) as ProjectFilters['type'] })}
      >
        {any}
        {(facets?.type ?? []).map((m) => (
          <option key={m.value} value={m.value}>
            {option(t(`types.${m.value as NonNullable<ProjectFilters['type']>}`), m.count)}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('filters.score')}
        name="minScore"
        value={filters.minScore}
        onChange={(v) => onChange({ minScore: Number(v) || undefined })}
      >
        {any}
        {SCORE_STEPS.map((s) => (
          <option key={s} value={s}>
            {t('filters.scoreAtLeast', { score: s })}
          </option>
        ))}
      </FilterSelect>
      <FilterSelect
        label={t('filters.sort')}
        name="sort"
        value={filters.sort}
        onChange={(v) => onChange({ sort: v as ProjectFilters['sort'] })}
      >
        <option value="score">{t('filters.sortScore')}</option>
        <option value="price">{t('filters.sortPrice')}</option>
        <option value="credits">{t('filters.sortCredits')}</option>
      </FilterSelect>
      {filters.compare.length ? (
        <input type="hidden" name="compare" value={filters.compare.join(',')} />
      ) : null}
      <button type="submit" className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
        {t('filters.apply')}
      </button>
      {active ? (
        <FilterLink
          filters={cleared}
          onGo={onGo}
          className="inline-flex h-(--height-btn-lg) items-center justify-center rounded-md px-4 text-sm font-semibold text-kelp-700 hover:bg-kelp-50"
        >
          {t('filters.clear')}
        </FilterLink>
      ) : null}
    </form>
  )
}
