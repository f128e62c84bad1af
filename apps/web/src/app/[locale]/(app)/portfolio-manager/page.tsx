import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RequireAuth } from '@/features/auth'
import { PortfolioManager } from '@/features/portfolio'
import { initialPortfolio } from '@/features/portfolio/server/initial-portfolio'
import type { AppLocale } from '@/i18n/routing'

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: AppLocale }>
}): Promise<Metadata> {
  const { locale } = await params
  const t = await getTranslations({ locale, namespace: 'portfolio' })
  return { title: t('metaTitle'), robots: { index: false } }
}

/** The Portfolio Manager (spec §2); /portfolio renders the same screen. */
export default async function PortfolioManagerPage({
  params,
}: {
  params: Promise<{ locale: AppLocale }>
}) {
  const { locale } = await params
  setRequestLocale(locale)
  // A request with a session cookie gets the first screen in the HTML.
  const initial = await initialPortfolio('portfolio-manager', locale)
  return (
    <RequireAuth serverRendered={initial !== null}>
      <PortfolioManager key={locale} source="portfolio-manager" initial={initial} />
    </RequireAuth>
  )
}
