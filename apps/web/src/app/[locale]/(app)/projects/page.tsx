import { HydrationBoundary } from '@tanstack/react-query'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RequireAuth } from '@/features/auth'
import { hasSessionCookie } from '@/features/auth/session-cookie'
import { projectsQuery } from '@/features/projects/api/projects-api'
import { ProjectsBrowser } from '@/features/projects/components/projects-browser'
import { ProjectsHeader } from '@/features/projects/components/projects-header'
import { filtersFromRecord, filtersToSearch } from '@/features/projects/lib/filters'
import type { AppLocale } from '@/i18n/routing'
import { prefetchQueries } from '@/lib/query/server'

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: AppLocale }>
}): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'projects' })
  return { title: t('metaTitle'), robots: { index: false } }
}

type SearchParams = Promise<Record<string, string | string[] | undefined>>

/**
 * The marketplace list (product.md §2 /projects); signed-in only. A request with a session cookie
 * gets the heading and the page of results its URL's filters ask for in the HTML, so the list
 * paints at once and filters and pages work without JavaScript. Anonymous visitors see only
 * the sign-in modal, and the browser renders the list once they are signed in. The catalogue
 * is public API data, so the server reads it without the visitor's session.
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
  if (!(await hasSessionCookie()))
    return (
      <RequireAuth>
        <ProjectsBrowser header search={search} />
      </RequireAuth>
    )
  const { state, complete } = await prefetchQueries([projectsQuery(filters, locale)], locale)
  return (
    <>
      <ProjectsHeader view={filters.view} />
      <RequireAuth serverRendered={complete}>
        <HydrationBoundary state={state}>
          <ProjectsBrowser header={false} search={search} />
        </HydrationBoundary>
      </RequireAuth>
    </>
  )
}
