'use client'

import { useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/api-client'
import { adminApi } from '../api/admin-api'
import type { InventoryRow } from '../api/types'
import { centsToInput, parseEuroCents } from '../lib/money'
import { VintageIssuance } from './vintage-issuance'
import { parseLocaleInteger } from '@kelp/core/numbers'
import { useNumberLocale } from '@/lib/use-number-locale'

const input =
  'h-(--height-btn-md) w-full rounded-md border border-line px-2 aria-invalid:border-danger'

/** One vintage: its status, credits available and price per tonne (saved together). */
export function InventoryRowForm({
  row,
  onSaved,
}: {
  row: InventoryRow
  onSaved: (row: InventoryRow) => void
}) {
  const t = useTranslations('admin.inventory')
  const numberLocale = useNumberLocale()
  const tError = useTranslations('common.error')
  const [credits, setCredits] = useState(String(row.creditsAvailable))
  const [price, setPrice] = useState(centsToInput(row.priceCents))
  const [error, setError] = useState<string>()
  const [saving, setSaving] = useState(false)
  const dirty = credits !== String(row.creditsAvailable) || price !== centsToInput(row.priceCents)

  async function save(event: FormEvent) {
    event.preventDefault()
    const priceCents = parseEuroCents(price, numberLocale)
    const creditsAvailable = parseLocaleInteger(credits, numberLocale)
    if (
      creditsAvailable === undefined ||
      creditsAvailable < 0 ||
      priceCents === null ||
      priceCents < 1
    )
      return setError(t('invalid'))
    setSaving(true)
    setError(undefined)
    try {
      const { item } = await adminApi.updateInventory(row.vintageId, {
        creditsAvailable,
        priceCents,
      })
      onSaved(item)
    } catch (e) {
      setError(e instanceof ApiError ? e.message : tError('something_wrong'))
    } finally {
      setSaving(false)
    }
  }

  const id = (s: string) => `inv-${row.vintageId}-${s}`
  return (
    <li className="rounded-lg border border-line p-3" data-vintage={row.vintageId}>
      <form
        noValidate
        onSubmit={save}
        className="grid gap-2 md:grid-cols-[2fr_1fr_1fr_auto] md:items-end"
      >
        <p>
          <span className="font-semibold">
            {row.projectName} · {row.vintage}
          </span>
          <span className="block text-xs font-semibold text-muted">
            {row.expectedDeliveryYear === null
              ? t('issued')
              : t('forward', { year: row.expectedDeliveryYear })}
          </span>
        </p>
        <div className="grid gap-1">
          <label htmlFor={id('credits')} className="text-xs text-muted">
            {t('credits')}
          </label>
          <input
            id={id('credits')}
            inputMode="numeric"
            value={credits}
            onChange={(e) => setCredits(e.target.value)}
            className={input}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={id('price')} className="text-xs text-muted">
            {t('price')}
          </label>
          <input
            id={id('price')}
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            className={input}
          />
        </div>
        <button
          type="submit"
          disabled={!dirty || saving}
          className="h-(--height-btn-md) rounded-md bg-kelp-700 px-3 text-sm font-semibold text-white disabled:opacity-40"
        >
          {saving ? t('saving') : t('save')}
        </button>
      </form>
      {error ? (
        <p role="alert" className="mt-1 text-sm text-danger">
          {error}
        </p>
      ) : null}
      <VintageIssuance row={row} onIssued={onSaved} />
    </li>
  )
}
