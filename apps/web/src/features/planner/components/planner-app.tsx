'use client'

import { useTranslations } from 'next-intl'
import dynamic from 'next/dynamic'
import { LoadingView } from '@/components/skeletons/loading-view'
import { useIsDesktop } from '../hooks/use-is-desktop'
import { DesktopNotice } from './desktop-notice'
import { PlannerFrame } from './planner-frame'

function PlannerLoading() {
  const t = useTranslations('planner')
  return (
    <PlannerFrame>
      <LoadingView label={t('dashboard.loading')} title={t('dashboard.loading')} />
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

/** The ATLAS planner screen (spec §2, §4): the dashboard on desktop, a notice on phones. */
export function PlannerApp() {
  const desktop = useIsDesktop()
  if (desktop === false) return <DesktopNotice />
  if (desktop === null) return <PlannerLoading />
  return <PlannerDashboard />
}
