import type { Scorecard } from '@kelp/core/scorecard'
import { useEffect, useState } from 'react'
import { localizedPath, type SiteLocale } from '../../i18n/locales'
import { fetchScorecard } from './scorecard-api'
import { ScorecardResults } from './scorecard-results'
import type { SharedScorecardTexts } from './texts'

/**
 * The read-only view behind a share link; anyone can open it. One page answers every
 * /scorecard/<id> (docs/decisions/142), so the id is the address's last segment, as it is
 * written there (a path segment, as the API's address takes it).
 */
export function SharedScorecard({
  locale,
  texts,
}: {
  locale: SiteLocale
  texts: SharedScorecardTexts
}) {
  const [state, setState] = useState<Scorecard | 'loading' | 'missing'>('loading')

  useEffect(() => {
    let live = true
    const id = window.location.pathname.split('/').pop() ?? ''
    fetchScorecard(id)
      .then((scorecard) => live && setState(scorecard.emissionsTonnes ? scorecard : 'missing'))
      .catch(() => live && setState('missing'))
    return () => {
      live = false
    }
  }, [])

  return (
    <div className="grid gap-8">
      {state === 'loading' ? <p role="status">{texts.loading}</p> : null}
      {state === 'missing' ? <p role="alert">{texts.notFound}</p> : null}
      {typeof state === 'object' ? (
        <ScorecardResults scorecard={state} locale={locale} texts={texts.results} />
      ) : null}
      <a
        href={localizedPath(locale, '/scorecard')}
        className="inline-flex h-10 w-fit items-center rounded-full border border-kelp-700 px-6 font-semibold text-kelp-700 hover:bg-kelp-100"
      >
        {texts.back}
      </a>
    </div>
  )
}
