'use client'

import type { ProjectListResponse } from '@kelp/core/projects'
import { useTranslations } from 'next-intl'
import { SCORE_STEPS, type ProjectFilters } from '../lib/filters'

type Facets = ProjectListResponse['facets']

const selectClass =
  'h-(--height-btn-lg) w-full rounded-md border border-line bg-white px-3 text-sm text-ink'

/** Country, method, type and score filters plus sort (spec §2 marketplace). */
export function ProjectFiltersBar({
  filters,
  facets,
  countryName,
  onChange,
  onClear,
  active,
}: {
  filters: ProjectFilters
  facets?: Facets
  countryName: (code: string) => string
  onChange: (patch: Partial<ProjectFilters>) => void
  onClear: () => void
  active: boolean
}) {
  const t = useTranslations('projects')
  const option = (label: string, count: number) => t('filters.option', { label, count })
  const countries = [...(facets?.country ?? [])].sort((a, b) =>
    countryName(a.value).localeCompare(countryName(b.value)),
  )
  return (
    <form
      aria-label={t('filters.label')}
      className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-[repeat(5,minmax(0,1fr))_auto] lg:items-end"
      onSubmit={(event) => event.preventDefault()}
    >
      <label className="grid gap-1 text-sm font-medium">
        {t('filters.country')}
        <select
          className={selectClass}
          value={filters.country ?? ''}
          onChange={(e) => onChange({ country: e.target.value || undefined })}
        >
          <option value="">{t('filters.any')}</option>
          {filters.country && !countries.some((c) => c.value === filters.country) ? (
            <option value={filters.country}>{option(countryName(filters.country), 0)}</option>
          ) : null}
          {countries.map((c) => (
            <option key={c.value} value={c.value}>
              {option(countryName(c.value), c.count)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium">
        {t('filters.method')}
        <select
          className={selectClass}
          value={filters.method ?? ''}
          onChange={(e) =>
            onChange({ method: (e.target.value || undefined) as ProjectFilters['method'] })
          }
        >
          <option value="">{t('filters.any')}</option>
          {(facets?.method ?? []).map((m) => (
            <option key={m.value} value={m.value}>
              {option(t(`methods.${m.value as NonNullable<ProjectFilters['method']>}`), m.count)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium">
        {t('filters.type')}
        <select
          className={selectClass}
          value={filters.type ?? ''}
          onChange={(e) =>
            onChange({ type: (e.target.value || undefined) as ProjectFilters['type'] })
          }
        >
          <option value="">{t('filters.any')}</option>
          {(facets?.type ?? []).map((m) => (
            <option key={m.value} value={m.value}>
              {option(t(`types.${m.value as NonNullable<ProjectFilters['type']>}`), m.count)}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium">
        {t('filters.score')}
        <select
          className={selectClass}
          value={filters.minScore ?? ''}
          onChange={(e) => onChange({ minScore: Number(e.target.value) || undefined })}
        >
          <option value="">{t('filters.any')}</option>
          {SCORE_STEPS.map((s) => (
            <option key={s} value={s}>
              {t('filters.scoreAtLeast', { score: s })}
            </option>
          ))}
        </select>
      </label>
      <label className="grid gap-1 text-sm font-medium">
        {t('filters.sort')}
        <select
          className={selectClass}
          value={filters.sort}
          onChange={(e) => onChange({ sort: e.target.value as ProjectFilters['sort'] })}
        >
          <option value="score">{t('filters.sortScore')}</option>
          <option value="price">{t('filters.sortPrice')}</option>
          <option value="credits">{t('filters.sortCredits')}</option>
        </select>
      </label>
      <button
        type="button"
        onClick={onClear}
        disabled={!active}
        className="h-(--height-btn-lg) rounded-md px-4 text-sm font-semibold text-kelp-700 hover:bg-kelp-50 disabled:opacity-40"
      >
        {t('filters.clear')}
      </button>
    </form>
  )
}
