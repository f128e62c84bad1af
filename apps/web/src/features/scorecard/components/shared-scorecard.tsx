'use client'

import type { Scorecard } from '@kelp/core/scorecard'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { Link } from '@/i18n/navigation'
import { fetchScorecard } from '../api/scorecard-api'
import { ScorecardResults } from './scorecard-results'

/** The read-only view behind a share link; anyone can open it. */
export function SharedScorecard({ id }: { id: string }) {
  const t = useTranslations('scorecard')
  const [state, setState] = useState<Scorecard | 'loading' | 'missing'>('loading')

  useEffect(() => {
    let live = true
    fetchScorecard(id)
      .then((scorecard) => live && setState(scorecard.emissionsTonnes ? scorecard : 'missing'))
      .catch(() => live && setState('missing'))
    return () => {
      live = false
    }
  }, [id])

  return (
    <div className="grid gap-8">
      {state === 'loading' ? <p role="status">{t('loading')}</p> : null}
      {state === 'missing' ? <p role="alert">{t('notFound')}</p> : null}
      {typeof state === 'object' ? <ScorecardResults scorecard={state} /> : null}
      <Link
        href="/scorecard"
        className="inline-flex h-10 w-fit items-center rounded-full border border-kelp-700 px-6 font-semibold text-kelp-700 hover:bg-kelp-100"
      >
        {t('back')}
      </Link>
    </div>
  )
}
