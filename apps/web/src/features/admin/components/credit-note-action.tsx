'use client'

import { useFormatter, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/api-client'
import { formatMoney } from '@/lib/format'
import { adminApi } from '../api/admin-api'
import type { AdminOrder } from '../api/types'
import { inputClass } from '@kelp/ui'

const REASON_MAX = 300
const button = 'h-(--height-btn-md) rounded-md px-3 text-sm font-semibold'

/**
 * An invoiced order's refund: the credit note once issued, otherwise the operator's action
 * to issue one (a reason, then a confirmation, since a credit note cannot be taken back).
 */
export function CreditNoteAction({ order, onDone }: { order: AdminOrder; onDone: () => void }) {
  const t = useTranslations('admin.creditNote')
  const tError = useTranslations('common.error')
  const format = useFormatter()
  const [step, setStep] = useState<'closed' | 'reason' | 'confirm'>('closed')
  const [reason, setReason] = useState('')
  const [invalid, setInvalid] = useState(false)
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)

  const note = order.creditNote
  if (note) {
    return (
      <p className="rounded-lg bg-surface p-3 text-sm" data-credit-note={note.number}>
        <span className="font-semibold">
          {t('issued', { number: note.number, invoice: note.invoiceNumber })}
        </span>{' '}
        {t('issuedMeta', {
          date: format.dateTime(new Date(`${note.issuedOn}T00:00:00Z`), {
            dateStyle: 'medium',
            timeZone: 'UTC',
          }),
          reason: note.reason,
        })}{' '}
        <span className="text-muted">{t('stored')}</span>
      </p>
    )
  }
  const offer = order.offer
  if (!offer || offer.status !== 'accepted' || !offer.invoiceDocumentId) return null

  if (step === 'closed') {
    return (
      <button
        type="button"
        onClick={() => setStep('reason')}
        className={`${button} w-fit border border-danger text-danger hover:bg-danger/5`}
      >
        {t('open')}
      </button>
    )
  }

  function review(event: FormEvent) {
    event.preventDefault()
    const empty = !reason.trim()
    setInvalid(empty)
    setError(empty ? t('reasonMissing') : undefined)
    if (!empty) setStep('confirm')
  }

  async function issue() {
    setSending(true)
    setError(undefined)
    try {
      await adminApi.issueCreditNote(offer!.id, reason.trim())
      onDone()
    } catch (e) {
      setError(e instanceof ApiError ? e.message : tError('something_wrong'))
      setStep('reason')
    } finally {
      setSending(false)
    }
  }

  const id = `credit-note-${order.id}`
  const total = formatMoney(format, offer.totalCents)
  return (
    <form
      noValidate
      onSubmit={review}
      className="grid gap-3 rounded-lg bg-surface p-4"
      aria-label={t('title', { number: order.number })}
    >
      <div className="grid gap-1">
        <label htmlFor={id} className="text-sm font-medium">
          {t('reason')}
        </label>
        <textarea
          id={id}
          value={reason}
          maxLength={REASON_MAX}
          rows={2}
          readOnly={step === 'confirm'}
          aria-invalid={invalid || undefined}
          aria-describedby={`${id}-hint`}
          onChange={(e) => setReason(e.target.value)}
          className={`${inputClass} h-auto py-2`}
        />
        <span id={`${id}-hint`} className="text-xs text-muted">
          {t('reasonHint')}
        </span>
      </div>
      {step === 'confirm' ? (
        <p role="status" className="text-sm font-semibold">
          {t('confirm', { total, number: order.number })}
        </p>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {step === 'confirm' ? (
          <button
            type="button"
            disabled={sending}
            onClick={issue}
            className={`${button} bg-danger text-white disabled:opacity-50`}
          >
            {sending ? t('sending') : t('submit')}
          </button>
        ) : (
          <button type="submit" className={`${button} bg-kelp-700 text-white`}>
            {t('review')}
          </button>
        )}
        <button
          type="button"
          onClick={() => (step === 'confirm' ? setStep('reason') : setStep('closed'))}
          className={button}
        >
          {step === 'confirm' ? t('back') : t('cancel')}
        </button>
      </div>
    </form>
  )
}
