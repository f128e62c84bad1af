import { HydrationBoundary } from '@tanstack/react-query'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { DashboardApp } from '@/features/contributions/components/dashboard/dashboard-app'
import { CODE_PARAM } from '@/features/contributions/lib/dashboard-access'
import { initialDashboard } from '@/features/contributions/server/initial-dashboard'
import { contributionMetadata } from '../metadata'

type Params = Promise<{ locale: string }>
type SearchParams = Promise<Record<string, string | string[] | undefined>>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  return contributionMetadata(locale, '/contribute/dashboard', 'dashboard')
}

/**
 * The contribution dashboard and the magic-link landing (`?code=`). With the dashboard cookie the
 * server renders the visitor's dashboard. A link's one-time code is never traded here: mail
 * scanners open links too, so the browser trades it.
 */
export default async function DashboardPage({
  params,
  searchParams,
}: {
  params: Params
  searchParams: SearchParams
}) {
  const { locale } = await params
  setRequestLocale(locale as never)
  const t = await getTranslations('contributions.dashboard')
  const { access, state } = (await searchParams)[CODE_PARAM]
    ? { access: 'validating' as const, state: undefined }
    : await initialDashboard(locale)
  return (
    <div className="mx-auto grid max-w-[1100px] gap-8 px-6 py-12">
      <header className="grid gap-2">
        <h1 className="text-4xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-lg text-ink/80">{t('lead')}</p>
      </header>
      <HydrationBoundary state={state}>
        <DashboardApp access={access} />
      </HydrationBoundary>
    </div>
  )
}
