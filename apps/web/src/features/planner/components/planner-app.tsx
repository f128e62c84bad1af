'use client'

import { useQuery } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { LoadingView } from '@/components/skeletons/loading-view'
import { plannerSettingsQuery } from '../api/planner-settings'
import { useIsDesktop } from '../hooks/use-is-desktop'
import { DesktopNotice } from './desktop-notice'
import { PlanSummary } from './plan-summary'
import { PlannerFrame } from './planner-frame'

/** While the dashboard's code loads: the saved plan when it is known (the server had it). */
function PlannerLoading() {
  const t = useTranslations('planner')
  const saved = useQuery(plannerSettingsQuery(useLocale())).data
  return (
    <PlannerFrame>
      {saved ? (
        <div className="min-h-svh">
          <PlanSummary />
        </div>
      ) : (
        <LoadingView label={t('dashboard.loading')} title={t('dashboard.loading')} />
      )}
    </PlannerFrame>
  )
}

/**
 * The dashboard (charts, editors and the settings validation with zod) is loaded only on
 * screens that can use it: phones get the desktop notice alone (decision 095).
 */
const PlannerDashboard = dynamic(
  () => import('./planner-dashboard').then((m) => m.PlannerDashboard),
  { ssr: false, loading: () => <PlannerLoading /> },
)

/** The ATLAS planner screen (product.md §2, §4): the dashboard on desktop, a notice on phones. */
export function PlannerApp() {
  const desktop = useIsDesktop()
  if (desktop === false)
    return (
      <>
        <DesktopNotice />
        <div className="px-6 pb-10">
          <PlanSummary />
        </div>
      </>
    )
  if (desktop === null) return <PlannerLoading />
  return <PlannerDashboard />
}
