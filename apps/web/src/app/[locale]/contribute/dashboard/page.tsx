import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { DashboardApp } from '@/features/contributions/components/dashboard/dashboard-app'
import { contributionMetadata } from '../metadata'

type Params = Promise<{ locale: string }>

export async function generateMetadata({ params }: { params: Params }): Promise<Metadata> {
  const { locale } = await params
  return contributionMetadata(locale, '/contribute/dashboard', 'dashboard')
}

/** The contribution dashboard and the magic-link landing (`?code=`). */
export default async function DashboardPage({ params }: { params: Params }) {
  const { locale } = await params
  setRequestLocale(locale as never)
  const t = await getTranslations('contributions.dashboard')
  return (
    <div className="mx-auto grid max-w-[1100px] gap-8 px-6 py-12">
      <header className="grid gap-2">
        <h1 className="text-4xl font-bold tracking-tight">{t('title')}</h1>
        <p className="text-lg text-ink/80">{t('lead')}</p>
      </header>
      <DashboardApp />
    </div>
  )
}
