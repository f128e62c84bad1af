import type { Scorecard } from '@kelp/core/scorecard'
import { useState } from 'react'
import type { SiteLocale } from '../../i18n/locales'
import { DetailsForm } from './details-form'
import { GenerateForm } from './generate-form'
import { ScorecardResults } from './scorecard-results'
import { SharePanel } from './share-panel'
import type { ScorecardFlowTexts } from './texts'

/**
 * The scorecard page's island: enter details → generate → results → share → back to the
 * scorecard (docs/product.md §2). The build renders the details form; the rest follows in the
 * browser.
 */
export function ScorecardFlow({
  locale,
  texts,
}: {
  locale: SiteLocale
  texts: ScorecardFlowTexts
}) {
  const [scorecard, setScorecard] = useState<Scorecard>()

  if (!scorecard) return <DetailsForm texts={texts} onCreated={setScorecard} />
  if (!scorecard.emissionsTonnes) {
    return (
      <GenerateForm id={scorecard.id} locale={locale} texts={texts} onGenerated={setScorecard} />
    )
  }
  return (
    <div className="grid gap-8">
      <ScorecardResults scorecard={scorecard} locale={locale} texts={texts.results} />
      <SharePanel id={scorecard.id} locale={locale} texts={texts.share} />
      <button
        type="button"
        onClick={() => setScorecard(undefined)}
        className="h-10 w-fit rounded-full border border-kelp-700 px-6 font-semibold text-kelp-700 hover:bg-kelp-100 focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:outline-none"
      >
        {texts.back}
      </button>
    </div>
  )
}
