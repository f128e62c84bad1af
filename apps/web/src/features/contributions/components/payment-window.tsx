'use client'

import type { SandboxSession } from '@kelp/core/contributions'
import { useFormatter, useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { ApiError } from '@/lib/api-client'
import { abandonSandboxSession, fetchSandboxSession, paySandboxSession } from '../api/sandbox'
import { digitsOnly, formatCardNumber } from '../lib/card-validation'
import { formatMoney, formatTonnes } from '@/lib/format'
import { EMPTY_CARD, PaymentCardForm, type CardDetails } from './payment-card-form'
import { PaymentUnavailable } from './payment-unavailable'
import { TestCards } from './test-cards'

type State =
  | { kind: 'loading' }
  | { kind: 'missing' }
  | { kind: 'closed'; session?: SandboxSession }
  | { kind: 'open'; session: SandboxSession }

/** Kelp's own test payment window (sandbox provider): pay, or cancel and return unpaid. */
export function PaymentWindow({ sessionId }: { sessionId: string }) {
  const t = useTranslations('contributions')
  const tError = useTranslations('common.error')
  const format = useFormatter()
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [card, setCard] = useState<CardDetails>(EMPTY_CARD)
  const [busy, setBusy] = useState<'pay' | 'cancel'>()
  const [serverError, setServerError] = useState<string>()

  useEffect(() => {
    fetchSandboxSession(sessionId)
      .then((session) =>
        setState(
          session.status === 'open' ? { kind: 'open', session } : { kind: 'closed', session },
        ),
      )
      .catch(() => setState({ kind: 'missing' }))
  }, [sessionId])

  if (state.kind === 'loading') return <p role="status">{t('payment.loading')}</p>
  if (state.kind !== 'open')
    return <PaymentUnavailable session={state.kind === 'closed' ? state.session : undefined} />
  const { session } = state
  const amount = formatMoney(format, session.amount)

  async function pay(details: CardDetails) {
    setBusy('pay')
    setServerError(undefined)
    try {
      const answer = await paySandboxSession(sessionId, {
        email: details.email.trim(),
        name: details.name.trim(),
        cardNumber: digitsOnly(details.number),
        expiry: details.expiry.trim(),
        cvc: details.cvc.trim(),
      })
      window.location.assign(answer.redirectUrl)
    } catch (error) {
      // A declined card closes an order's payment (its credits are released): the order's own
      // page says so, as the server knows it.
      if (error instanceof ApiError && error.status === 402 && session.orderNumber !== null) {
        window.location.assign(session.cancelUrl)
        return
      }
      if (error instanceof ApiError && error.status === 409) setState({ kind: 'closed', session })
      setServerError(error instanceof ApiError ? error.message : tError('something_wrong'))
      setBusy(undefined)
    }
  }

  async function cancel() {
    setBusy('cancel')
    try {
      window.location.assign((await abandonSandboxSession(sessionId)).redirectUrl)
    } catch {
      window.location.assign(session.cancelUrl)
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
      <div className="grid gap-5 rounded-2xl border border-line bg-white p-6 shadow-lg sm:p-8">
        <div className="grid gap-1 rounded-xl bg-surface p-4">
          <p className="text-sm text-muted">{t('payment.summaryTitle')}</p>
          <p className="text-2xl font-bold">
            {session.frequency === 'monthly'
              ? t('payment.monthlyAmount', { amount })
              : t('payment.onceAmount', { amount })}
          </p>
          <p className="text-sm">
            {session.portfolio === null ? (
              t('payment.orderLine', {
                number: session.orderNumber ?? '',
                tonnes: formatTonnes(format, session.tonnes),
              })
            ) : (
              <>
                {t('payment.portfolioLine', {
                  portfolio: t(`portfolios.${session.portfolio}.label`),
                })}
                {' · '}
                {t('checkout.summary.tonnesPerYear', {
                  tonnes: formatTonnes(format, session.tonnes),
                })}
              </>
            )}
          </p>
        </div>
        <PaymentCardForm
          card={card}
          onCardChange={setCard}
          payLabel={t('payment.pay', { amount })}
          busy={busy === 'pay'}
          serverError={serverError}
          onPay={pay}
        />
        <button
          type="button"
          onClick={cancel}
          disabled={busy !== undefined}
          className="h-11 w-full rounded-lg border border-ink/30 font-semibold hover:bg-surface disabled:opacity-60"
        >
          {busy === 'cancel' ? t('payment.cancelling') : t('payment.cancel')}
        </button>
        <p className="text-center text-xs text-muted">{t('payment.secure')}</p>
      </div>
      <TestCards onUse={(number) => setCard({ ...card, number: formatCardNumber(number) })} />
    </div>
  )
}
