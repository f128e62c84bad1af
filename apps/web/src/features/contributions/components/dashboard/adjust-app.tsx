'use client'

import type { Dashboard, DashboardContribution } from '@kelp/core/contributions'
import { useTranslations } from 'next-intl'
import { useCallback, useEffect, useState } from 'react'
import { fetchDashboard } from '../../api/dashboard'
import { readDashboardToken } from '../../api/dashboard-token'
import { AdjustForm } from './adjust-form'
import { CancelSubscription } from './cancel-subscription'

type Adjustable = DashboardContribution & { subscriptionId: string }

const adjustable = (dashboard: Dashboard) =>
  dashboard.contributions.find(
    (c): c is Adjustable => c.frequency === 'monthly' && c.active && c.subscriptionId !== null,
  )

/** The adjust screen's body: change and confirm; cancel at the bottom. */
export function AdjustApp() {
  const t = useTranslations('contributions')
  const [token, setToken] = useState<string>()
  const [state, setState] = useState<'loading' | 'signed-out' | 'ready' | 'cancelled'>('loading')
  const [dashboard, setDashboard] = useState<Dashboard>()
  const [saved, setSaved] = useState(false)

  const load = useCallback(async (current: string) => {
    try {
      setDashboard(await fetchDashboard(current))
      setState('ready')
    } catch {
      setState('signed-out')
    }
  }, [])

  useEffect(() => {
    const stored = readDashboardToken()
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the token lives in the browser's storage: read once after hydration so server and client render alike.
    setToken(stored)
    if (stored) void load(stored)
    else setState('signed-out')
  }, [load])

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
            void load(token)
          }}
        />
        <CancelSubscription
          token={token}
          subscriptionId={contribution.subscriptionId}
          onCancelled={() => setState('cancelled')}
        />
      </>
    )
  }
  return <div className="grid gap-8">{body}</div>
}
