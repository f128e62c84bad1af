'use client'

import type { Holding } from '@kelp/core/portfolio'
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { LoadingView } from '@/components/skeletons/loading-view'
import { buttonClasses } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { useAuth } from '@/features/auth'
import { ApiError } from '@/lib/api-client'
import type { OverviewSource } from '../api/portfolio-api'
import { PORTFOLIO_CHANGES, portfolioQueries } from '../api/queries'
import type { PortfolioTab } from '../lib/tabs'
import { ExportButtons } from './export-buttons'
import {
  BillingPanel,
  BrowseTab,
  DocumentsTab,
  MembersPanel,
  OfferCard,
  RestrictedAccess,
  RetireDialog,
  StrategyTab,
} from './on-demand'
import { OverviewTab } from './overview-tab'
import { PendingOrders } from './pending-orders'
import { PortfolioTabs } from './portfolio-tabs'
import { YearSelect } from './year-select'

/**
 * /portfolio-manager and /portfolio: one screen for both paths. `serverRendered`: the server
 * read the first screen into the query cache, which proves access until the browser has
 * checked the session. `tab`: the tab the address names (`?tab=`), kept in the address as the
 * visitor switches.
 */
export function PortfolioManager({
  source,
  serverRendered = false,
  tab: initialTab = 'overview',
}: {
  source: OverviewSource
  serverRendered?: boolean
  tab?: PortfolioTab
}) {
  const t = useTranslations('portfolio')
  const tLoading = useTranslations('loading')
  const tWebhooks = useTranslations('webhooks')
  const tApiKeys = useTranslations('apiKeys')
  const locale = useLocale()
  const { user } = useAuth()
  const queryClient = useQueryClient()
  const [year, setYear] = useState<number>()
  const [tab, setTab] = useState<PortfolioTab>(initialTab)
  const [retiring, setRetiring] = useState<Holding>()
  const [notice, setNotice] = useState<string>()
  const allowed = user ? user.portfolioAccess === true : serverRendered
  // Another year keeps the current figures on screen until its own arrive.
  const read = { enabled: allowed, placeholderData: keepPreviousData }
  const overviewRead = useQuery({ ...portfolioQueries.overview(source, locale, year), ...read })
  const certificatesRead = useQuery({ ...portfolioQueries.certificates(locale, year), ...read })
  const error = overviewRead.error ?? certificatesRead.error
  const refresh = () =>
    Promise.all(PORTFOLIO_CHANGES.map((queryKey) => queryClient.invalidateQueries({ queryKey })))

  const changeTab = (next: PortfolioTab) => {
    setTab(next)
    // The native history API updates the address without a new server render (Next.js docs).
    const url = new URL(window.location.href)
    if (next === 'overview') url.searchParams.delete('tab')
    else url.searchParams.set('tab', next)
    window.history.replaceState(null, '', url)
  }

  if (!allowed || (error instanceof ApiError && error.status === 403)) return <RestrictedAccess />
  if (error) {
    return (
      <p role="alert" className="mx-auto max-w-(--container-page) px-6 py-16">
        {t('loadError')}
      </p>
    )
  }
  const overview = overviewRead.data
  if (!overview) return <LoadingView label={tLoading('portfolio')} title={tLoading('portfolio')} />
  return (
    <div className="mx-auto grid max-w-(--container-page) gap-6 px-4 py-8 md:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-kelp-700">{overview.company.name}</p>
          <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <YearSelect years={overview.years} value={year} onChange={setYear} />
          <ExportButtons year={year} />
          {overview.viewer.role === 'admin' ? (
            <>
              <Link
                href="/portfolio-manager/api-keys"
                className={buttonClasses({ variant: 'ghost' })}
              >
                {tApiKeys('link')}
              </Link>
              <Link
                href="/portfolio-manager/webhooks"
                className={buttonClasses({ variant: 'ghost' })}
              >
                {tWebhooks('link')}
              </Link>
            </>
          ) : null}
        </div>
      </header>
      {notice ? (
        <p role="status" className="rounded-lg bg-kelp-50 p-4 font-semibold text-kelp-900">
          {notice}
        </p>
      ) : null}
      {overview.openOffer ? (
        <OfferCard
          offer={overview.openOffer}
          canAccept={overview.viewer.canAcceptOffer}
          companyName={overview.company.name}
          onAccepted={(offer) => {
            setNotice(t('offer.accepted', { number: offer.orderNumber }))
            void refresh()
          }}
        />
      ) : null}
      <PendingOrders />
      <PortfolioTabs
        active={tab}
        onChange={changeTab}
        panels={{
          strategy: <StrategyTab />,
          overview: (
            <OverviewTab
              overview={overview}
              certificates={certificatesRead.data}
              onRetire={
                overview.viewer.canRetire && overview.holdings.length ? setRetiring : undefined
              }
            />
          ),
          documents: (
            <div className="grid gap-6">
              <DocumentsTab year={year} />
              {overview.viewer.role === 'admin' ? (
                <BillingPanel companyName={overview.company.name} />
              ) : null}
            </div>
          ),
          browse: <BrowseTab />,
        }}
      />
      {overview.viewer.canManageAccess ? <MembersPanel /> : null}
      {retiring ? (
        <RetireDialog
          holdings={overview.holdings}
          initial={retiring}
          companyName={overview.company.name}
          onClose={() => setRetiring(undefined)}
          onRetired={() => void refresh()}
        />
      ) : null}
    </div>
  )
}
