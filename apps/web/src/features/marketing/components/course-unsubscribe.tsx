'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { pageErrorText } from '@/lib/api-client'
import { unsubscribeFromCourse } from '../api/enrol-course'

/**
 * Confirms the unsubscribe with a button, so mail scanners that open links do not
 * unsubscribe anyone. The token comes from the link's query string.
 */
export function CourseUnsubscribe() {
  const t = useTranslations('course.unsubscribe')
  const tError = useTranslations('common.error')
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle')
  const [error, setError] = useState<string>()

  async function confirm() {
    const token = new URLSearchParams(window.location.search).get('token')
    if (!token) {
      setError(t('missing'))
      return
    }
    setState('sending')
    setError(undefined)
    try {
      await unsubscribeFromCourse({ token })
      setState('done')
    } catch (err) {
      setError(pageErrorText(err, tError('something_wrong')))
      setState('idle')
    }
  }

  if (state === 'done') {
    return (
      <div role="status" className="flex max-w-2xl flex-col gap-2 rounded-2xl bg-kelp-50 p-6">
        <p className="font-semibold">{t('done')}</p>
        <p>{t('resubscribe')}</p>
      </div>
    )
  }
  return (
    <div className="flex flex-col gap-3">
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
      <button
        type="button"
        onClick={confirm}
        disabled={state === 'sending'}
        className="h-10 w-fit rounded-full bg-kelp-700 px-6 font-semibold text-white hover:bg-kelp-900 focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
      >
        {state === 'sending' ? t('sending') : t('button')}
      </button>
    </div>
  )
}
