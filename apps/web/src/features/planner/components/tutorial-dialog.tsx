'use client'

import { useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { TUTORIAL_STEPS } from '../constants'

/** The first-visit tutorial: a modal dialog the user can step through or skip (reopenable). */
export function TutorialDialog({ onClose }: { onClose(): void }) {
  const t = useTranslations('planner.tutorial')
  const ref = useRef<HTMLDialogElement>(null)
  const [step, setStep] = useState(0)
  const id = TUTORIAL_STEPS[step]!
  const last = step === TUTORIAL_STEPS.length - 1

  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal()
    return () => dialog?.close()
  }, [])

  const button = 'h-[37px] rounded-md px-4 text-sm font-medium'
  return (
    <dialog
      ref={ref}
      aria-labelledby="planner-tutorial-title"
      aria-describedby="planner-tutorial-body"
      onCancel={(event) => {
        event.preventDefault()
        onClose()
      }}
      className="m-auto w-[min(92vw,520px)] rounded-xl p-6 shadow-xl backdrop:bg-ink/40"
    >
      <p className="text-xs font-semibold tracking-widest text-kelp-700 uppercase">
        {t('progress', { step: step + 1, total: TUTORIAL_STEPS.length })}
      </p>
      <h2 id="planner-tutorial-title" className="mt-2 text-xl font-semibold">
        {t(`steps.${id}.title`)}
      </h2>
      <p id="planner-tutorial-body" className="mt-2 text-sm leading-relaxed text-ink/80">
        {t(`steps.${id}.body`)}
      </p>
      <div className="mt-6 flex items-center justify-between gap-2">
        <button type="button" onClick={onClose} className={`${button} text-muted hover:text-ink`}>
          {t('skip')}
        </button>
        <div className="flex gap-2">
          {step > 0 ? (
            <button
              type="button"
              onClick={() => setStep(step - 1)}
              className={`${button} border border-line`}
            >
              {t('back')}
            </button>
          ) : null}
          <button
            type="button"
            // eslint-disable-next-line jsx-a11y/no-autofocus -- showModal() focuses the step's main action, as the dialog pattern asks, instead of the first (Back) button.
            autoFocus
            onClick={() => (last ? onClose() : setStep(step + 1))}
            className={`${button} bg-kelp-700 text-white hover:bg-kelp-900`}
          >
            {last ? t('finish') : t('next')}
          </button>
        </div>
      </div>
    </dialog>
  )
}
