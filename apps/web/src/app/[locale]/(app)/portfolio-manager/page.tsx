import { HydrationBoundary } from '@tanstack/react-query'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RequireAuth } from '@/features/auth'
import { PortfolioManager, portfolioTab } from '@/features/portfolio'
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

/** The Portfolio Manager (docs/product.md §2); /portfolio renders the same screen. */
export default async function PortfolioManagerPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: AppLocale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { locale } = await params
  const tab = portfolioTab((await searchParams).tab)
  setRequestLocale(locale)
  // A request with a session cookie gets the first screen (and the tab it opens on) in the HTML.
  const initial = await initialPortfolio('portfolio-manager', locale, tab)
  return (
    <HydrationBoundary state={initial?.state}>
      <RequireAuth serverRendered={initial?.ready === true}>
        <PortfolioManager
          key={locale}
          source="portfolio-manager"
          serverRendered={initial?.ready === true}
          tab={tab}
        />
      </RequireAuth>
    </HydrationBoundary>
  )
}
