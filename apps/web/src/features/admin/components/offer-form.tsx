'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/api-client'
import { adminApi } from '../api/admin-api'
import type { AdminOrder } from '../api/types'
import { centsToInput, parseEuroCents } from '../lib/money'
import { parseLocaleInteger } from '@kelp/core/numbers'
import { useNumberLocale } from '@/lib/use-number-locale'

const input =
  'h-(--height-btn-md) w-full rounded-md border border-line px-2 aria-invalid:border-danger'

/** Turns an order into an offer: price per line, a fee and a validity. */
export function OfferForm({
  order,
  onDone,
  onCancel,
}: {
  order: AdminOrder
  onDone: () => void
  onCancel: () => void
}) {
  const t = useTranslations('admin.offerForm')
  const numberLocale = useNumberLocale()
  const tError = useTranslations('common.error')
  const [prices, setPrices] = useState(() =>
    Object.fromEntries(order.items.map((i) => [i.id, centsToInput(i.priceCents)])),
  )
  const [fee, setFee] = useState('0')
  const [feeLabel, setFeeLabel] = useState(t('defaultFeeLabel'))
  const [validDays, setValidDays] = useState('14')
  const [invalid, setInvalid] = useState<string[]>([])
  const [error, setError] = useState<string>()
  const [sending, setSending] = useState(false)

  async function submit(event: FormEvent) {
    event.preventDefault()
    const parsed = order.items.map((i) => ({
      orderItemId: i.id,
      priceCents: parseEuroCents(prices[i.id] ?? '', numberLocale),
    }))
    const feeCents = parseEuroCents(fee, numberLocale)
    const days = parseLocaleInteger(validDays, numberLocale) ?? NaN
    const bad = [
      ...parsed.filter((p) => p.priceCents === null).map((p) => p.orderItemId),
      ...(feeCents === null ? ['fee'] : []),
      ...(days >= 1 && days <= 90 ? [] : ['days']),
    ]
    setInvalid(bad)
    if (bad.length) return setError(t('invalid'))
    setSending(true)
    setError(undefined)
    try {
      await adminApi.createOffer(order.id, {
        prices: parsed.map((p) => ({ orderItemId: p.orderItemId, priceCents: p.priceCents! })),
        feeCents: feeCents!,
        feeLabel: feeLabel.trim() || t('defaultFeeLabel'),
        validDays: days,
      })
      onDone()
    } catch (e) {
      setError(e instanceof ApiError ? e.message : tError('something_wrong'))
    } finally {
      setSending(false)
    }
  }

  const id = (suffix: string) => `offer-${order.id}-${suffix}`
  return (
    <form
      noValidate
      onSubmit={submit}
      className="grid gap-3 rounded-lg bg-surface p-4"
      aria-label={t('title', { number: order.number })}
    >
      {order.items.map((item) => (
        <div key={item.id} className="grid gap-1 sm:grid-cols-[1fr_10rem] sm:items-center">
          <label htmlFor={id(item.id)} className="text-sm">
            {t('price', { name: item.projectName, vintage: item.vintage, tonnes: item.tonnes })}
          </label>
          <input
            id={id(item.id)}
            inputMode="decimal"
            value={prices[item.id]}
            aria-invalid={invalid.includes(item.id) || undefined}
            onChange={(e) => setPrices({ ...prices, [item.id]: e.target.value })}
            className={input}
          />
        </div>
      ))}
      <div className="grid gap-3 sm:grid-cols-3">
        <div className="grid gap-1">
          <label htmlFor={id('fee')} className="text-sm">
            {t('fee')}
          </label>
          <input
            id={id('fee')}
            inputMode="decimal"
            value={fee}
            aria-invalid={invalid.includes('fee') || undefined}
            onChange={(e) => setFee(e.target.value)}
            className={input}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={id('label')} className="text-sm">
            {t('feeLabel')}
          </label>
          <input
            id={id('label')}
            value={feeLabel}
            maxLength={120}
            onChange={(e) => setFeeLabel(e.target.value)}
            className={input}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={id('days')} className="text-sm">
            {t('validDays')}
          </label>
          <input
            id={id('days')}
            inputMode="numeric"
            value={validDays}
            aria-invalid={invalid.includes('days') || undefined}
            onChange={(e) => setValidDays(e.target.value)}
            className={input}
          />
        </div>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-danger">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          disabled={sending}
          className="h-(--height-btn-md) rounded-md bg-kelp-700 px-3 text-sm font-semibold text-white disabled:opacity-50"
        >
          {sending ? t('sending') : t('submit')}
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="h-(--height-btn-md) rounded-md px-3 text-sm font-semibold"
        >
          {t('cancel')}
        </button>
      </div>
    </form>
  )
}
