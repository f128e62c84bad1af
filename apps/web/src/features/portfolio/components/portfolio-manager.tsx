'use client'

import type { Holding, PortfolioOverview, RetirementList } from '@kelp/core/portfolio'
import { useLocale, useTranslations } from 'next-intl'
import { startTransition, useCallback, useEffect, useState } from 'react'
import { LoadingView } from '@/components/skeletons/loading-view'
import { useAuth } from '@/features/auth'
import { ApiError } from '@/lib/api-client'
import { fetchCertificates, fetchOverview, type OverviewSource } from '../api/portfolio-api'
import type { InitialPortfolio } from '../server/initial-portfolio'
import { BillingPanel } from './billing-panel'
import { BrowseTab } from './browse-tab'
import { DocumentsTab } from './documents-tab'
import { ExportButtons } from './export-buttons'
import { MembersPanel } from './members-panel'
import { OfferCard } from './offer-card'
import { OverviewTab } from './overview-tab'
import { PortfolioTabs, type PortfolioTab } from './portfolio-tabs'
import { RestrictedAccess } from './restricted-access'
import { RetireDialog } from './retire-dialog'
import { StrategyTab } from './strategy-tab'
import { YearSelect } from './year-select'

type Load =
  | { status: 'loading' }
  | { status: 'ready'; overview: PortfolioOverview }
  | { status: 'restricted' }
  | { status: 'error' }

/**
 * /portfolio-manager and /portfolio: one screen for both paths. `initial`: the
 * first screen as the server rendered it; the browser then skips its own reads.
 */
export function PortfolioManager({
  source,
  initial,
}: {
  source: OverviewSource
  initial?: InitialPortfolio | null
}) {
  const t = useTranslations('portfolio')
  const tLoading = useTranslations('loading')
  const locale = useLocale()
  const { user } = useAuth()
  const [year, setYear] = useState<number>()
  const [tab, setTab] = useState<PortfolioTab>('overview')
  const [state, setState] = useState<Load>(
    initial ? { status: 'ready', overview: initial.overview } : { status: 'loading' },
  )
  const [certificates, setCertificates] = useState<RetirementList | undefined>(
    initial?.certificates,
  )
  const [retiring, setRetiring] = useState<Holding>()
  const [notice, setNotice] = useState<string>()
  const hasInitial = initial != null
  // Until the browser has checked the session, a screen the server could read proves access.
  const allowed = user ? user.portfolioAccess === true : hasInitial

  const load = useCallback(
    (forYear: number | undefined) =>
      Promise.all([
        fetchOverview(source, locale, forYear),
        fetchCertificates(locale, forYear),
      ]).then(
        ([overview, certs]) =>
          // A transition: the screen renders in slices, not one long task.
          startTransition(() => {
            setState({ status: 'ready', overview })
            setCertificates(certs)
          }),
        (e: unknown) =>
          setState({ status: e instanceof ApiError && e.status === 403 ? 'restricted' : 'error' }),
      ),
    [source, locale],
  )

  // The first screen (all years) comes from the server when it could read it.
  useEffect(() => {
    if (allowed && !hasInitial) void load(undefined)
  }, [allowed, hasInitial, load])

  const changeYear = (next: number | undefined) => {
    setYear(next)
    void load(next)
  }

  if (!allowed || state.status === 'restricted') return <RestrictedAccess />
  if (state.status === 'loading')
    return <LoadingView label={tLoading('portfolio')} title={tLoading('portfolio')} />
  if (state.status === 'error') {
    return (
      <p role="alert" className="mx-auto max-w-(--container-page) px-6 py-16">
        {t('loadError')}
      </p>
    )
  }
  const { overview } = state
  return (
    <div className="mx-auto grid max-w-(--container-page) gap-6 px-4 py-8 md:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-kelp-700">{overview.company.name}</p>
          <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <YearSelect years={overview.years} value={year} onChange={changeYear} />
          <ExportButtons year={year} />
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
            void load(year)
          }}
        />
      ) : null}
      <PortfolioTabs
        active={tab}
        onChange={setTab}
        panels={{
          strategy: <StrategyTab />,
          overview: (
            <OverviewTab
              overview={overview}
              certificates={certificates}
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
          onRetired={() => void load(year)}
        />
      ) : null}
    </div>
  )
}
