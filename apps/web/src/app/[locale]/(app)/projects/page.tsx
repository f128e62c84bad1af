import { HydrationBoundary } from '@tanstack/react-query'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { projectsQuery } from '@/features/projects/api/projects-api'
import { ProjectsBrowser } from '@/features/projects/components/projects-browser'
import { ProjectsHeader } from '@/features/projects/components/projects-header'
import { filtersFromRecord, filtersToSearch } from '@/features/projects/lib/filters'
import { pageMetadata } from '@/features/marketing/seo'
import type { AppLocale } from '@/i18n/routing'
import { prefetchQueries } from '@/lib/query/server'

type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata({
  params,
  searchParams,
}: {
  params: Promise<{ locale: AppLocale }>
  searchParams: SearchParams
}): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'projects' })
  const metadata = pageMetadata({
    locale,
    path: '/projects',
    title: t('metaTitle'),
    description: t('metaDescription'),
  })
  // Filtered, sorted and later pages name the catalogue's first page and stay out of the index.
  const filtered = filtersToSearch(filtersFromRecord(await searchParams)) !== ''
  return filtered ? { ...metadata, robots: { index: false, follow: true } } : metadata
}

/**
 * The marketplace list (product.md §2 /projects), public (docs/decisions/161): the heading and
 * the page of results the URL's filters ask for are in the HTML for everyone, so the list
 * paints at once, search engines read it, and filters and pages work without JavaScript.
 */
export default async function ProjectsPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: AppLocale }>
  searchParams: SearchParams
}) {
  const { locale } = await params
  setRequestLocale(locale)
  const filters = filtersFromRecord(await searchParams)
  const search = filtersToSearch(filters)
  const { state } = await prefetchQueries([projectsQuery(filters, locale)], locale)
  return (
    <>
      <ProjectsHeader view={filters.view} />
      <HydrationBoundary state={state}>
        <ProjectsBrowser header={false} search={search} />
      </HydrationBoundary>
    </>
  )
}
