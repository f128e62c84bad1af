'use client'

import type { Holding, PortfolioOverview, RetirementList } from '@kelp/core/portfolio'
import { useDeferredValue } from 'react'
import { CertificatesTable } from './certificates-table'
import { HoldingsTable } from './holdings-table'
import { KpiTiles } from './kpi-tiles'
import { OverviewCharts } from './overview-charts'

/** Portfolio overview: KPI tiles, four breakdown charts, holdings and retired certificates. */
export function OverviewTab({
  overview,
  certificates,
  showCertificates = true,
  onRetire,
}: {
  overview: PortfolioOverview
  certificates?: RetirementList
  /** False in the read-only admin view, which has no bearer for the certificate list. */
  showCertificates?: boolean
  onRetire?: (holding: Holding) => void
}) {
  // The certificate list (up to 100 rows, product.md §9) renders and commits after the tiles, charts
  // and holdings, in its own task: one commit of the whole screen was one long task.
  const deferred = useDeferredValue(certificates ?? null, null)
  return (
    <div className="grid gap-8">
      <KpiTiles overview={overview} />
      <OverviewCharts charts={overview.charts} />
      <HoldingsTable holdings={overview.holdings} onRetire={onRetire} />
      {showCertificates ? <CertificatesTable list={deferred ?? undefined} /> : null}
    </div>
  )
}
