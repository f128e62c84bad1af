'use client'

import { useTranslations } from 'next-intl'
import { useDashboard } from '../../hooks/use-dashboard'
import type { DashboardAccess } from '../../lib/dashboard-access'
import { DashboardActions } from './dashboard-actions'
import { HistoryTable } from './history-table'
import { LinkRequestForm } from './link-request-form'
import { PlanCard } from './plan-card'

/**
 * product.md §2: e-mail -> magic link -> current plan, footprint, amount, status, history.
 * `access`: what the server render found (docs/decisions/137).
 */
export function DashboardApp({ access }: { access: DashboardAccess }) {
  const t = useTranslations('contributions.dashboard')
  const { state, signOut } = useDashboard(access)

  if (state.kind === 'loading' || state.kind === 'validating') {
    return <p role="status">{t('validating')}</p>
  }
  if (state.kind === 'signed-out') {
    return (
      <div className="grid gap-6">
        {state.reason === 'expired-link' ? (
          <div role="alert" className="rounded-xl border border-amber-300 bg-amber-50 p-4">
            <h2 className="font-semibold">{t('expired.title')}</h2>
            <p className="mt-1 text-sm">{t('expired.body')}</p>
          </div>
        ) : null}
        {state.reason === 'session-ended' ? (
          <p role="alert" className="rounded-xl bg-amber-50 p-4">
            {t('sessionEnded')}
          </p>
        ) : null}
        <LinkRequestForm />
      </div>
    )
  }

  const { dashboard } = state
  const [current, ...earlier] = dashboard.contributions
  if (!current) return <p>{t('empty')}</p>
  return (
    <div className="grid gap-10">
      <section aria-labelledby="current-plan" className="grid gap-5">
        <h2 id="current-plan" className="text-2xl font-semibold">
          {t('plan.title')}
        </h2>
        <p className="text-sm text-muted">{dashboard.email}</p>
        <PlanCard contribution={current} />
        <DashboardActions
          contribution={current}
          customerId={dashboard.customerId}
          onSignOut={signOut}
        />
      </section>
      <section aria-labelledby="payment-history" className="grid gap-4">
        <h2 id="payment-history" className="text-2xl font-semibold">
          {t('history.title')}
        </h2>
        <HistoryTable rows={current.history} />
      </section>
      {earlier.length ? (
        <section aria-labelledby="earlier-contributions" className="grid gap-6">
          <h2 id="earlier-contributions" className="text-2xl font-semibold">
            {t('otherContributions')}
          </h2>
          {earlier.map((contribution) => (
            <article key={contribution.id} className="grid gap-4 border-t border-line pt-6">
              <PlanCard contribution={contribution} />
              <HistoryTable rows={contribution.history} />
            </article>
          ))}
        </section>
      ) : null}
    </div>
  )
}
