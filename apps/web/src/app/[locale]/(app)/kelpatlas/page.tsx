import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RequireAuth } from '@/features/auth'
import { PlannerApp } from '@/features/planner/components/planner-app'
import type { AppLocale } from '@/i18n/routing'

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: AppLocale }>
}): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'planner' })
  return { title: t('metaTitle'), robots: { index: false } }
}

/** ATLAS, the net-zero planner application (docs/decisions/003); signed-in users only. */
export default async function PlannerPage({ params }: { params: Promise<{ locale: AppLocale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  return (
    <RequireAuth>
      <PlannerApp />
    </RequireAuth>
  )
}
