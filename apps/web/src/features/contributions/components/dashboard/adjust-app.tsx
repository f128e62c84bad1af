'use client'

import type { Dashboard, DashboardContribution } from '@kelp/core/contributions'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { DASHBOARD_KEY } from '../../api/dashboard-query'
import { useDashboardRead } from '../../hooks/use-dashboard-read'
import type { DashboardAccess } from '../../lib/dashboard-access'
import { AdjustForm } from './adjust-form'
import { CancelSubscription } from './cancel-subscription'

type Adjustable = DashboardContribution & { subscriptionId: string }

const adjustable = (dashboard: Dashboard) =>
  dashboard.contributions.find(
    (c): c is Adjustable => c.frequency === 'monthly' && c.active && c.subscriptionId !== null,
  )

/**
 * The adjust screen's body: change and confirm; cancel at the bottom. `access`: what the server
 * render found (docs/decisions/137).
 */
export function AdjustApp({ access }: { access: DashboardAccess }) {
  const t = useTranslations('contributions')
  const queryClient = useQueryClient()
  const [cancelled, setCancelled] = useState(false)
  const [saved, setSaved] = useState(false)
  const read = useDashboardRead(access)
  const dashboard = read.data
  const state =
    access !== 'session' || read.isError
      ? 'signed-out'
      : read.isPending
        ? 'loading'
        : cancelled
          ? 'cancelled'
          : 'ready'

  const contribution = dashboard ? adjustable(dashboard) : undefined
  let body
  if (state === 'loading') body = <p role="status">{t('dashboard.validating')}</p>
  else if (state === 'signed-out') body = <p role="alert">{t('dashboard.sessionEnded')}</p>
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
          contribution={contribution}
          onSaved={() => {
            setSaved(true)
            void queryClient.invalidateQueries({ queryKey: DASHBOARD_KEY })
          }}
        />
        <CancelSubscription
          subscriptionId={contribution.subscriptionId}
          onCancelled={() => setCancelled(true)}
        />
      </>
    )
  }
  return <div className="grid gap-8">{body}</div>
}
