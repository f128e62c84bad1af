import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'
import { ProjectsListSkeleton } from '@/components/skeletons/projects-list-skeleton'
import { RequireAuth } from '@/features/auth'
import { ProjectsBrowser } from '@/features/projects/components/projects-browser'
import type { AppLocale } from '@/i18n/routing'

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: AppLocale }>
}): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'projects' })
  return { title: t('metaTitle'), robots: { index: false } }
}

/** The marketplace list (spec §2 /projects); signed-in only (issue 5 §6). */
export default async function ProjectsPage({ params }: { params: Promise<{ locale: AppLocale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'projects' })
  return (
    <RequireAuth>
      <Suspense fallback={<ProjectsListSkeleton label={t('loading')} />}>
        <ProjectsBrowser />
      </Suspense>
    </RequireAuth>
  )
}
