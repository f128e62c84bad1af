'use client'

import type { PortfolioOverview } from '@kelp/core/portfolio'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { LoadingView } from '@/components/skeletons/loading-view'
import { ApiError, pageErrorText } from '@/lib/api-client'
import { fetchAdminView } from '../api/portfolio-api'
import { OverviewTab } from './overview-tab'
import { YearSelect } from './year-select'

/** The read-only portfolio behind an operator's signed link `?email&token` (spec §6). */
export function AdminPortfolioView({ email, token }: { email: string; token: string }) {
  const t = useTranslations('portfolio.adminView')
  const tLoading = useTranslations('loading')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const [year, setYear] = useState<number>()
  const [overview, setOverview] = useState<PortfolioOverview>()
  const [error, setError] = useState<string>()

  useEffect(() => {
    let live = true
    fetchAdminView(email, token, locale, year)
      .then((res) => live && setOverview(res))
      .catch((e: unknown) => {
        // A malformed link fails validation: say what is wrong with it, not which field.
        const fallback =
          e instanceof ApiError && e.status < 500 ? t('invalidLink') : tError('something_wrong')
        if (live) setError(pageErrorText(e, fallback))
      })
    return () => {
      live = false
    }
  }, [email, token, locale, year, t, tError])

  if (error) {
    return (
      <section className="mx-auto grid max-w-2xl gap-3 px-6 py-16 text-center">
        <h1 className="text-2xl font-bold">{t('errorTitle')}</h1>
        <p role="alert" className="text-muted">
          {error}
        </p>
      </section>
    )
  }
  if (!overview) return <LoadingView label={tLoading('portfolio')} title={tLoading('portfolio')} />
  return (
    <div className="mx-auto grid max-w-(--container-page) gap-6 px-4 py-8 md:px-6">
      <p className="rounded-lg bg-surface p-3 text-sm text-muted">{t('banner', { email })}</p>
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <p className="text-sm font-semibold text-kelp-700">{overview.company.name}</p>
          <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
        </div>
        <YearSelect years={overview.years} value={year} onChange={setYear} />
      </header>
      <OverviewTab overview={overview} showCertificates={false} />
    </div>
  )
}
