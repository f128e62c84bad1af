import { HydrationBoundary } from '@tanstack/react-query'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { AdjustApp } from '@/features/contributions/components/dashboard/adjust-app'
import { initialDashboard } from '@/features/contributions/server/initial-dashboard'
import { Link } from '@/i18n/navigation'
import { contributionMetadata } from '../../metadata'

type Params = Promise<{ locale: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  return contributionMetadata(locale, '/contribute/dashboard/adjust', 'adjust')
}

/** Adjust or cancel a monthly contribution; rendered with the dashboard cookie's data. */
export default async function AdjustPage({ params }: { params: Params }) {
  const { locale } = await params
  setRequestLocale(locale as never)
  const t = await getTranslations('contributions.adjust')
  const { access, state } = await initialDashboard(locale)
  return (
    <div className="mx-auto grid max-w-[1100px] gap-6 px-6 py-12">
      <header className="grid gap-2">
        <Link
          href="/contribute/dashboard"
          className="mb-2 w-fit font-semibold text-kelp-700 underline"
        >
          <span aria-hidden="true">← </span>
          {t('back')}
        </Link>
        <h1 className="text-4xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-lg text-ink/80">{t('lead')}</p>
      </header>
      <HydrationBoundary state={state}>
        <AdjustApp access={access} />
      </HydrationBoundary>
    </div>
  )
}
