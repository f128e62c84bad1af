'use client'

import type { Scorecard } from '@kelp/core/scorecard'
import { useLocale, useTranslations } from 'next-intl'
import { useState } from 'react'
import { DetailsForm } from './details-form'
import { GenerateForm } from './generate-form'
import { ScorecardResults } from './scorecard-results'
import { SharePanel } from './share-panel'

/** Enter details → generate → results → share → back to scorecard (product.md §2). */
export function ScorecardFlow() {
  const t = useTranslations('scorecard')
  const locale = useLocale()
  const [scorecard, setScorecard] = useState<Scorecard>()

  if (!scorecard) return <DetailsForm onCreated={setScorecard} />
  if (!scorecard.emissionsTonnes) {
    return <GenerateForm id={scorecard.id} onGenerated={setScorecard} />
  }
  return (
    <div className="grid gap-8">
      <ScorecardResults scorecard={scorecard} />
      <SharePanel id={scorecard.id} locale={locale} />
      <button
        type="button"
        onClick={() => setScorecard(undefined)}
        className="h-10 w-fit rounded-full border border-kelp-700 px-6 font-semibold text-kelp-700 hover:bg-kelp-100 focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:outline-none"
      >
        {t('back')}
      </button>
    </div>
  )
}
