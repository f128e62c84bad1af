import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RequireAuth } from '@/features/auth'
import { ProjectDetailView } from '@/features/projects/components/detail/project-detail'
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

/** One project (spec §2 project page); signed-in only (issue 5 §6). */
export default async function ProjectPage({
  params,
}: {
  params: Promise<{ locale: AppLocale; slug: string }>
}) {
  const { locale, slug } = await params
  setRequestLocale(locale)
  return (
    <RequireAuth>
      <ProjectDetailView slug={slug} />
    </RequireAuth>
  )
}
