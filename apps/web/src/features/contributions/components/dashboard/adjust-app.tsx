'use client'

import type { Dashboard, DashboardContribution } from '@kelp/core/contributions'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useState, useSyncExternalStore } from 'react'
import { DASHBOARD_KEY, dashboardQuery } from '../../api/dashboard-query'
import { readDashboardToken } from '../../api/dashboard-token'
import { AdjustForm } from './adjust-form'
import { CancelSubscription } from './cancel-subscription'

/** The stored token changes only through this tab's own dashboard, never while this screen is open. */
const noChanges = () => () => {}

type Adjustable = DashboardContribution & { subscriptionId: string }

const adjustable = (dashboard: Dashboard) =>
  dashboard.contributions.find(
    (c): c is Adjustable => c.frequency === 'monthly' && c.active && c.subscriptionId !== null,
  )

/** The adjust screen's body: change and confirm; cancel at the bottom. */
export function AdjustApp() {
  const t = useTranslations('contributions')
  const queryClient = useQueryClient()
  // The tab's dashboard token: undefined on the server, null in a tab without one.
  const token = useSyncExternalStore(
    noChanges,
    () => readDashboardToken() ?? null,
    () => undefined,
  )
  const [cancelled, setCancelled] = useState(false)
  const [saved, setSaved] = useState(false)
  const read = useQuery({ ...dashboardQuery(token ?? ''), enabled: Boolean(token) })
  const dashboard = read.data
  const state =
    token === undefined || (token && read.isPending)
      ? 'loading'
      : !token || read.isError
        ? 'signed-out'
        : cancelled
          ? 'cancelled'
          : 'ready'

  const contribution = dashboard ? adjustable(dashboard) : undefined
  let body
  if (state === 'loading') body = <p role="status">{t('dashboard.validating')}</p>
  else if (state === 'signed-out' || !token)
    body = <p role="alert">{t('dashboard.sessionEnded')}</p>
  else if (state === 'cancelled')
    body = (
      <p role="status" className="font-semibold text-kelp-700">
        {t('adjust.cancelled')}
      </p>
    )
  else if (!contribution) body = <p>{t('adjust.noSubscription')}</p>
  else {
    body = (
      <>
        {saved ? (
          <p role="status" className="rounded-xl bg-kelp-50 p-4 font-semibold text-kelp-700">
            {t('adjust.saved')}
          </p>
        ) : null}
        <AdjustForm
          key={`${contribution.tonnes}-${contribution.portfolio}`}
          token={token}
          contribution={contribution}
          onSaved={() => {
            setSaved(true)
            void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
          }}
        />
        <CancelSubscription
          token={token}
          subscriptionId={contribution.subscriptionId}
          onCancelled={() => setCancelled(true)}
        />
      </>
    )
  }
  return <div className="grid gap-8">{body}</div>
}
