import { HydrationBoundary } from '@tanstack/react-query'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RequireAuth } from '@/features/auth'
import { hasSessionCookie } from '@/features/auth/session-cookie'
import { projectQuery } from '@/features/projects/api/projects-api'
import { ProjectDetailView } from '@/features/projects/components/detail/project-detail'
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

/** One project (product.md §2 project page); signed-in only. */
export default async function ProjectPage({
  params,
}: {
  params: Promise<{ locale: AppLocale; slug: string }>
}) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  // A request with a session cookie gets the project in the HTML, so it paints at once instead
  // of after sign-in and a browser fetch. The project is public API data; anonymous
  // visitors still see only the sign-in modal.
  const query = projectQuery(slug, locale)
  const { state, complete } = (await hasSessionCookie())
    ? await prefetchQueries([query], locale)
    : { state: undefined, complete: false }
  return (
    <RequireAuth serverRendered={complete}>
      <HydrationBoundary state={state}>
        <ProjectDetailView key={`${locale}:${slug}`} slug={slug} />
      </HydrationBoundary>
    </RequireAuth>
  )
}
