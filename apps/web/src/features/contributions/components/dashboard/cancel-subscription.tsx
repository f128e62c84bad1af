'use client'

import { useTranslations } from 'next-intl'
import { useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { pageErrorText } from '@/lib/api-client'
import { cancelSubscription } from '../../api/dashboard'

/** Cancelling asks once more before it stops the monthly payments. */
export function CancelSubscription({
  subscriptionId,
  onCancelled,
}: {
  subscriptionId: string
  onCancelled: () => void
}) {
  const t = useTranslations('contributions.adjust')
  const tError = useTranslations('common.error')
  const [step, setStep] = useState<'idle' | 'confirm' | 'sending'>('idle')
  const [error, setError] = useState<string>()

  async function confirm() {
    setStep('sending')
    setError(undefined)
    try {
      await cancelSubscription(subscriptionId)
      onCancelled()
    } catch (failure) {
      setError(pageErrorText(failure, tError('something_wrong')))
      setStep('confirm')
    }
  }

  return (
    <section
      aria-labelledby="cancel-subscription"
      className="grid gap-3 rounded-2xl border border-line p-6"
    >
      <h2 id="cancel-subscription" className="text-xl font-semibold">
        {t('cancelTitle')}
      </h2>
      <p className="text-ink/80">{t('cancelBody')}</p>
      {error ? (
        <p role="alert" className="text-red-700">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {step === 'idle' ? (
          <button
            type="button"
            onClick={() => setStep('confirm')}
            className={buttonClasses({ variant: 'secondary', size: 'lg' })}
          >
            {t('cancel')}
          </button>
        ) : (
          <>
            <button
              type="button"
              onClick={confirm}
              disabled={step === 'sending'}
              className={`${buttonClasses({ size: 'lg' })} bg-red-700 hover:bg-red-900`}
            >
              {t('cancelConfirm')}
            </button>
            <button
              type="button"
              onClick={() => setStep('idle')}
              className={buttonClasses({ variant: 'ghost', size: 'lg' })}
            >
              {t('cancelKeep')}
            </button>
          </>
        )}
      </div>
    </section>
  )
}
