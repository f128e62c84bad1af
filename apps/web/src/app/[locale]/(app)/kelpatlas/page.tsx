import { HydrationBoundary } from '@tanstack/react-query'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RequireAuth } from '@/features/auth'
import { sessionToken } from '@/features/auth/session-cookie'
import { plannerSettingsQuery } from '@/features/planner/api/planner-settings'
import { PlannerApp } from '@/features/planner/components/planner-app'
import type { AppLocale } from '@/i18n/routing'
import { prefetchQueries } from '@/lib/query/server'

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: AppLocale }>
}): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'planner' })
  return { title: t('metaTitle'), robots: { index: false } }
}

/**
 * ATLAS, the net-zero planner application (docs/decisions/003); signed-in users only. With a
 * session cookie the server reads the user's saved settings, so the HTML shows their plan and
 * the dashboard starts from it without a browser read.
 */
export default async function PlannerPage({ params }: { params: Promise<{ locale: AppLocale }> }) {
  const { locale } = await params
  setRequestLocale(locale)
  const token = await sessionToken()
  const { state, complete } = token
    ? await prefetchQueries([plannerSettingsQuery(locale)], locale, token)
    : { state: undefined, complete: false }
  return (
    <RequireAuth serverRendered={complete}>
      <HydrationBoundary state={state}>
        <PlannerApp />
      </HydrationBoundary>
    </RequireAuth>
  )
}
