'use client'

import { OTP_LENGTH } from '@kelp/core/auth'
import { Button } from '../button'
import { FormMessage } from '../form-field'
import { CodeInput } from './code-input'
import { fill } from '../fill'
import type { SignInTexts } from './sign-in-texts'
import type { OtpFlow } from './use-otp-flow'

/** Step 1: the 5-digit code; five digits submit on their own (product.md §4). */
export function CodeStep({ flow, texts }: { flow: OtpFlow; texts: SignInTexts }) {
  if (flow.expired) {
    return (
      <div role="alert" className="flex flex-col gap-2">
        <p className="font-semibold">{texts.expiredTitle}</p>
        <p className="text-muted">{texts.expiredText}</p>
      </div>
    )
  }
  const complete = flow.digits.every((d) => d !== '')
  return (
    <div className="flex flex-col gap-4">
      <p className="text-muted">{fill(texts.codeIntro, { email: flow.email })}</p>
      <CodeInput
        value={flow.digits}
        onChange={flow.setDigits}
        onComplete={flow.verify}
        label={texts.codeLabel}
        digitLabel={(index) => fill(texts.digitLabel, { index, count: OTP_LENGTH })}
        disabled={flow.busy}
      />
      {flow.error ? <FormMessage kind="error">{flow.error}</FormMessage> : null}
      {flow.notice === 'submitting' ? (
        <FormMessage kind="success">{texts.submitting}</FormMessage>
      ) : null}
      {flow.notice === 'sent' ? <FormMessage kind="success">{texts.codeSent}</FormMessage> : null}
      <Button
        size="lg"
        onClick={flow.submitManually}
        disabled={!complete || flow.busy}
        className="justify-center"
      >
        {texts.verify}
      </Button>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
        <button type="button" onClick={flow.backToEmail} className="text-kelp-700 underline">
          {texts.changeEmail}
        </button>
        {flow.masterCode ? null : (
          <button
            type="button"
            onClick={() => void flow.resend()}
            disabled={flow.notice === 'resending'}
            className="font-semibold text-kelp-700 underline disabled:opacity-60"
          >
            {flow.notice === 'resending' ? texts.resending : texts.resend}
          </button>
        )}
      </div>
    </div>
  )
}
