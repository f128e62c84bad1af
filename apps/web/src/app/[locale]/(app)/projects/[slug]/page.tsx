import { dehydrate, HydrationBoundary, QueryClient } from '@tanstack/react-query'
import type { Metadata } from 'next'
import { notFound } from 'next/navigation'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { cache } from 'react'
import type { ProjectDetail } from '@kelp/core/projects'
import { hasSessionCookie } from '@/features/auth/session-cookie'
import { projectQuery } from '@/features/projects/api/projects-api'
import { ProjectDetailView } from '@/features/projects/components/detail/project-detail'
import { pageMetadata } from '@/features/marketing/seo'
import type { AppLocale } from '@/i18n/routing'
import { answerJson, serverFetch } from '@/lib/server-api'

/**
 * The project as the API answers it, once per render (the metadata and the page share it):
 * the project, `missing` for a 404, or null when the API could not be asked (the browser then
 * loads the project itself).
 */
const loadProject = cache(async (slug: string, locale: string) => {
  const res = await serverFetch(`/api/projects/${encodeURIComponent(slug)}`, locale)
  if (res?.status === 404) return 'missing' as const
  return answerJson<ProjectDetail>(res)
})

type Params = Promise<{ locale: AppLocale; slug: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale, slug } = await params
  const project = await loadProject(slug, locale)
  const t = await getTranslations({ locale, namespace: 'projects' })
  if (project === 'missing' || project === null) {
    return { title: t('metaTitle'), robots: { index: false } }
  }
  return pageMetadata({
    locale,
    path: `/projects/${project.slug}`,
    title: t('detail.metaTitle', { name: project.name }),
    description: project.texts.summary,
  })
}

/**
 * One project (product.md §2 project page), public (docs/decisions/161): facts, map, score,
 * vintages and prices are in the HTML for everyone; adding to the cart, the enquiry and the
 * chat ask a signed-out visitor to sign in when used.
 */
export default async function ProjectPage({ params }: { params: Params }) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  const [project, signedIn] = await Promise.all([loadProject(slug, locale), hasSessionCookie()])
  if (project === 'missing') notFound()
  const client = new QueryClient()
  if (project) client.setQueryData(projectQuery(slug, locale).queryKey, project)
  return (
    <HydrationBoundary state={dehydrate(client)}>
      <ProjectDetailView key={`${locale}:${slug}`} slug={slug} signedInHint={signedIn} />
    </HydrationBoundary>
  )
}
