import { HydrationBoundary } from '@tanstack/react-query'
import type { Metadata } from 'next'
import { getTranslations, setRequestLocale } from 'next-intl/server'
import { RequireAuth } from '@/features/auth'
import { PortfolioManager, portfolioTab } from '@/features/portfolio'
import { AdminPortfolioView } from '@/features/portfolio/components/admin-view'
import { initialPortfolio } from '@/features/portfolio/server/initial-portfolio'
import { initialAdminView } from '@/features/portfolio/server/initial-admin-view'
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

/**
 * /portfolio: the Portfolio Manager for signed-in members; with `?email&token` (an operator's
 * signed link, docs/product.md §6) the read-only admin portfolio view, which needs no sign-in.
 */
export default async function PortfolioPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: AppLocale }>
  searchParams: Promise<Record<string, string | string[] | undefined>>
}) {
  const { locale } = await params
  const { email, token, tab: tabParam } = await searchParams
  const tab = portfolioTab(tabParam)
  setRequestLocale(locale)
  if (typeof email === 'string' && typeof token === 'string') {
    // The signed link is the proof: the server reads the view for the HTML without a session.
    const state = await initialAdminView(email, token, locale)
    return (
      <HydrationBoundary state={state}>
        <AdminPortfolioView email={email} token={token} />
      </HydrationBoundary>
    )
  }
  // A request with a session cookie gets the first screen (and the tab it opens on) in the HTML.
  const initial = await initialPortfolio('portfolio', locale, tab)
  return (
    <HydrationBoundary state={initial?.state}>
      <RequireAuth serverRendered={initial?.ready === true}>
        <PortfolioManager
          key={locale}
          source="portfolio"
          serverRendered={initial?.ready === true}
          tab={tab}
        />
      </RequireAuth>
    </HydrationBoundary>
  )
}
