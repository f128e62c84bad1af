'use client'

import { useQuery } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import { LoadingView } from '@/components/skeletons/loading-view'
import { plannerSettingsQuery } from '../api/planner-settings'
import { DesktopNotice } from './desktop-notice'
import { PlanSummary } from './plan-summary'
import { PlannerFrame } from './planner-frame'

/**
 * ATLAS before its dashboard: what the server renders, what phones keep, and what larger screens
 * show while the dashboard's code loads. The server does not know the screen, so CSS picks at
 * the breakpoint `useIsDesktop` uses (md, 768 px): below it the desktop-only notice, from it up
 * the planner's frame; both with the saved plan when the server had it. A phone thus paints its
 * notice from the HTML, and hydrating changes nothing on it.
 */
export function PlannerStart() {
  const t = useTranslations('planner')
  const saved = useQuery(plannerSettingsQuery(useLocale())).data
  return (
    <>
      <div className="md:hidden">
        <DesktopNotice />
      </div>
      <PlannerFrame headerClassName="max-md:hidden">
        {saved ? (
          <div className="md:min-h-svh">
            <PlanSummary />
          </div>
        ) : (
          <div className="max-md:hidden">
            <LoadingView label={t('dashboard.loading')} title={t('dashboard.loading')} />
          </div>
        )}
      </PlannerFrame>
    </>
  )
}
