import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { Suspense } from 'react'
import { ProjectsListSkeleton } from '@/components/skeletons/projects-list-skeleton'
import { RequireAuth } from '@/features/auth'
import { hasSessionCookie } from '@/features/auth/session-cookie'
import { ProjectsBrowser } from '@/features/projects/components/projects-browser'
import { ProjectsHeader } from '@/features/projects/components/projects-header'
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

/** The marketplace list (spec §2 /projects); signed-in only. */
export default async function ProjectsPage({ params }: { params: Promise<{ locale: AppLocale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  const t = await getTranslations({ locale, namespace: 'projects' })
  // A request with a session cookie gets the heading from the server, so it paints at once
  // instead of after sign-in and the first fetch; anonymous visitors see only the
  // sign-in modal, and the browser adds the heading once they are signed in.
  const serverHeader = await hasSessionCookie()
  return (
    <>
      {serverHeader ? <ProjectsHeader /> : null}
      <RequireAuth>
        <Suspense fallback={<ProjectsListSkeleton label={t('loading')} />}>
          <ProjectsBrowser header={!serverHeader} />
        </Suspense>
      </RequireAuth>
    </>
  )
}
