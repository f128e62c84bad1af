'use client'

import { useTranslations } from 'next-intl'
import { OTP_LENGTH } from '@kelp/core/auth'
import { Button } from '@/components/ui/button'
import type { OtpFlow } from '../hooks/use-otp-flow'
import { CodeInput } from './code-input'
import { FormMessage } from '@kelp/ui'

/** Step 1: the 5-digit code; five digits submit on their own (product.md §4). */
export function CodeStep({ flow }: { flow: OtpFlow }) {
  const t = useTranslations('auth.modal')
  if (flow.expired) {
    return (
      <div role="alert" className="flex flex-col gap-2">
        <p className="font-semibold">{t('expiredTitle')}</p>
        <p className="text-muted">{t('expiredText')}</p>
      </div>
    )
  }
  const complete = flow.digits.every((d) => d !== '')
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{t('codeIntro', { email: flow.email })}</p>
      <CodeInput
        value={flow.digits}
        onChange={flow.setDigits}
        onComplete={flow.verify}
        label={t('codeLabel')}
        digitLabel={(index) => t('digitLabel', { index, count: OTP_LENGTH })}
        disabled={flow.busy}
      />
      {flow.error ? <FormMessage kind="error">{flow.error}</FormMessage> : null}
      {flow.notice === 'submitting' ? (
        <FormMessage kind="success">{t('submitting')}</FormMessage>
      ) : null}
      {flow.notice === 'sent' ? <FormMessage kind="success">{t('codeSent')}</FormMessage> : null}
      <Button
        size="lg"
        onClick={flow.submitManually}
        disabled={!complete || flow.busy}
        className="justify-center"
      >
        {t('verify')}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={flow.backToEmail} className="text-kelp-700 underline">
          {t('changeEmail')}
        </button>
        {flow.masterCode ? null : (
          <button
            type="button"
            onClick={() => void flow.resend()}
            disabled={flow.notice === 'resending'}
            className="font-semibold text-kelp-700 underline disabled:opacity-60"
          >
            {flow.notice === 'resending' ? t('resending') : t('resend')}
          </button>
        )}
      </div>
    </div>
  )
}
