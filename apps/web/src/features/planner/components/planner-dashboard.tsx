'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { LoadingView } from '@/components/skeletons/loading-view'
import { useAuth } from '@/features/auth'
import type { PlannerMenuItem } from '../constants'
import { usePlanner } from '../hooks/use-planner'
import { ClaimsPanel } from './claims-panel'
import { ExplainStrategy } from './explain-strategy'
import { GoalsEditor } from './goals-editor'
import { InsightsPanel } from './insights-panel'
import { PlanChart } from './plan-chart'
import { PlannerFrame } from './planner-frame'
import { PlannerMenu } from './planner-menu'
import { ProjectsPanel } from './projects-panel'
import { SettingsPanel } from './settings-panel'
import { SupplyPanel } from './supply-panel'
import { TutorialDialog } from './tutorial-dialog'

/**
 * The ATLAS dashboard on desktop screens: loading, tutorial, then the dashboard (product.md §2, §4).
 * Loaded by planner-app.tsx only where it can be used.
 */
export function PlannerDashboard() {
  const t = useTranslations('planner')
  const { openAuthModal } = useAuth()
  const planner = usePlanner()
  const [tab, setTab] = useState<PlannerMenuItem>('strategy')
  const [tutorialOpen, setTutorialOpen] = useState(false)
  const { status, settings, plan, invalid, update, saveState } = planner

  const body = () => {
    if (status === 'loading')
      return <LoadingView label={t('dashboard.loading')} title={t('dashboard.loading')} />
    if (status === 'signed-out')
      return (
        <div className="flex min-h-[50vh] flex-col items-center justify-center gap-4">
          <p>{t('signedOut')}</p>
          <button
            type="button"
            onClick={openAuthModal}
            className="h-[40px] rounded-md bg-kelp-700 px-5 text-white"
          >
            {t('signIn')}
          </button>
        </div>
      )
    if (status === 'error') return <p role="alert">{t('loadFailed')}</p>
    return (
      <>
        <PlannerMenu current={tab} onSelect={setTab} />
        <div
          role="tabpanel"
          id="planner-tabpanel"
          aria-labelledby={`planner-tab-${tab}`}
          className="pt-6"
        >
          {tab === 'strategy' ? (
            <div className="grid gap-8 lg:grid-cols-[minmax(320px,400px)_1fr]">
              <div className="flex flex-col gap-8">
                <SettingsPanel settings={settings} invalid={invalid} update={update} />
                <GoalsEditor
                  settings={settings}
                  sbti={plan.sbti}
                  invalid={invalid}
                  update={update}
                />
              </div>
              <div className="flex min-w-0 flex-col gap-8">
                <PlanChart plan={plan} />
                <InsightsPanel plan={plan} compact />
                <SupplyPanel plan={plan} prices={planner.prices} supply={planner.supply} />
                <ExplainStrategy plan={plan} settings={settings} />
              </div>
            </div>
          ) : null}
          {tab === 'insights' ? (
            <div className="flex flex-col gap-8">
              <InsightsPanel plan={plan} />
              <PlanChart plan={plan} />
            </div>
          ) : null}
          {tab === 'projects' ? (
            <div className="flex flex-col gap-8">
              <SupplyPanel plan={plan} prices={planner.prices} supply={planner.supply} />
              <ProjectsPanel plan={plan} />
            </div>
          ) : null}
          {tab === 'claims' ? <ClaimsPanel plan={plan} settings={settings} /> : null}
        </div>
        {tutorialOpen || !planner.tutorialSeen ? (
          <TutorialDialog
            onClose={() => {
              setTutorialOpen(false)
              if (!planner.tutorialSeen) planner.markTutorialSeen()
            }}
          />
        ) : null}
      </>
    )
  }

  return (
    <PlannerFrame
      actions={
        status === 'ready' ? (
          <div className="flex items-center gap-4">
            <p role="status" className="text-xs text-muted">
              {invalid.length > 0
                ? t('save.invalid')
                : saveState === 'idle'
                  ? ''
                  : t(`save.${saveState}`)}
            </p>
            <button
              type="button"
              onClick={() => setTutorialOpen(true)}
              className="h-[35px] rounded-md border border-line px-3 text-sm hover:bg-surface"
            >
              {t('tutorial.open')}
            </button>
          </div>
        ) : null
      }
    >
      {body()}
    </PlannerFrame>
  )
}
