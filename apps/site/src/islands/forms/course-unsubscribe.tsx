import { pageErrorText } from '@kelp/web/api-client'
import { useState } from 'react'
import { unsubscribeFromCourse } from './marketing-api'
import { useHydrated } from './use-site-form'

/** The unsubscribe confirmation's texts (`course.unsubscribe`), resolved at build. */
export interface CourseUnsubscribeTexts {
  button: string
  sending: string
  done: string
  resubscribe: string
  missing: string
  somethingWrong: string
}

/**
 * Confirms the unsubscribe with a button, so mail scanners that open links do not
 * unsubscribe anyone. The token comes from the link's query string.
 */
export function CourseUnsubscribe({ texts }: { texts: CourseUnsubscribeTexts }) {
  const ready = useHydrated()
  const [state, setState] = useState<'idle' | 'sending' | 'done'>('idle')
  const [error, setError] = useState<string>()

  async function confirm() {
    const token = new URLSearchParams(window.location.search).get('token')
    if (!token) {
      setError(texts.missing)
      return
    }
    setState('sending')
    setError(undefined)
    try {
      await unsubscribeFromCourse({ token })
      setState('done')
    } catch (err) {
      setError(pageErrorText(err, texts.somethingWrong))
      setState('idle')
    }
  }

  if (state === 'done') {
    return (
      <div role="status" className="flex max-w-2xl flex-col gap-2 rounded-2xl bg-kelp-50 p-6">
        <p className="font-semibold">{texts.done}</p>
        <p>{texts.resubscribe}</p>
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
        disabled={!ready || state === 'sending'}
        className="h-10 w-fit rounded-full bg-kelp-700 px-6 font-semibold text-white hover:bg-kelp-900 focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
      >
        {state === 'sending' ? texts.sending : texts.button}
      </button>
    </div>
  )
}
