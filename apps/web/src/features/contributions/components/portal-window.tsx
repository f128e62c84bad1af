'use client'

import type { SandboxPortal } from '@kelp/core/contributions'
import { useTranslations } from 'next-intl'
import { useEffect, useState } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { changeSandboxCard, fetchSandboxPortal } from '../api/sandbox-portal'
import { digitsOnly, formatCardNumber } from '../lib/card-validation'
import { EMPTY_NEW_CARD, PortalCardForm, type NewCard } from './portal-card-form'
import { TestCards } from './test-cards'

type State = { kind: 'loading' } | { kind: 'missing' } | { kind: 'open'; portal: SandboxPortal }

/** Kelp's test customer portal (sandbox provider): the card on file, and changing it. */
export function PortalWindow({ sessionId }: { sessionId: string }) {
  const t = useTranslations('contributions.portal')
  const tError = useTranslations('common.error')
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [card, setCard] = useState<NewCard>(EMPTY_NEW_CARD)
  const [busy, setBusy] = useState(false)
  const [serverError, setServerError] = useState<string>()
  const [saved, setSaved] = useState(false)

  useEffect(() => {
    fetchSandboxPortal(sessionId)
      .then((portal) => setState({ kind: 'open', portal }))
      .catch(() => setState({ kind: 'missing' }))
  }, [sessionId])

  if (state.kind === 'loading') return <p role="status">{t('loading')}</p>
  if (state.kind === 'missing') return <p role="alert">{t('missing')}</p>
  const { portal } = state

  async function save(details: NewCard) {
    setBusy(true)
    setServerError(undefined)
    setSaved(false)
    try {
      const { cardLast4 } = await changeSandboxCard(sessionId, {
        name: details.name.trim(),
        cardNumber: digitsOnly(details.number),
        expiry: details.expiry.trim(),
        cvc: details.cvc.trim(),
      })
      setState({ kind: 'open', portal: { ...portal, cardLast4 } })
      setCard(EMPTY_NEW_CARD)
      setSaved(true)
    } catch (error) {
      setServerError(error instanceof ApiError ? error.message : tError('something_wrong'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <div className="grid gap-6 lg:grid-cols-[3fr_2fr] lg:items-start">
      <div className="grid gap-5 rounded-2xl border border-line bg-white p-6 shadow-lg sm:p-8">
        <dl className="grid gap-1 rounded-xl bg-surface p-4">
          <dt className="text-sm text-muted">{t('customer')}</dt>
          <dd className="font-semibold">{portal.email}</dd>
          <dt className="mt-2 text-sm text-muted">{t('cardOnFile')}</dt>
          <dd className="font-semibold">
            {portal.cardLast4 ? t('cardEnding', { last4: portal.cardLast4 }) : t('noCard')}
          </dd>
        </dl>
        {saved ? (
          <p role="status" className="rounded-lg bg-kelp-50 p-3 font-semibold text-kelp-900">
            {t('saved', { last4: portal.cardLast4 ?? '' })}
          </p>
        ) : null}
        <h2 className="text-xl font-semibold">{t('changeTitle')}</h2>
        <PortalCardForm
          card={card}
          onCardChange={setCard}
          busy={busy}
          serverError={serverError}
          onSave={save}
        />
        <a href={portal.returnUrl} className={buttonClasses({ variant: 'secondary', size: 'lg' })}>
          {t('return')}
        </a>
      </div>
      <TestCards onUse={(number) => setCard({ ...card, number: formatCardNumber(number) })} />
    </div>
  )
}
