'use client'

import type { CartItem } from '@kelp/core/orbit'
import { MAX_LINE_TONNES } from '@kelp/core/orbit'
import { useFormatter, useTranslations } from 'next-intl'
import type { FormEvent } from 'react'
import { Link } from '@/i18n/navigation'
import { formatMoney } from '@/lib/format'
import type { TonnesError } from '../lib/tonnes'
import { TonnesField } from './tonnes-field'

/**
 * One cart line: project and vintage, editable tonnes, price, total, remove. The typed tonnes
 * belong to the cart (not only this line), so ordering takes what the field shows; Update or
 * Enter saves it at once.
 */
export function CartLine({
  item,
  value,
  error,
  busy,
  onChange,
  onSave,
  onRemove,
}: {
  item: CartItem
  value: string
  error?: TonnesError
  busy: boolean
  onChange: (value: string) => void
  onSave: () => void
  onRemove: () => void
}) {
  const t = useTranslations('orbit.cart')
  const format = useFormatter()
  const max = Math.min(item.creditsAvailable, MAX_LINE_TONNES)
  const dirty = value.trim() !== String(item.tonnes)

  function submit(event: FormEvent) {
    event.preventDefault()
    onSave()
  }

  const name = `${item.projectName} · ${item.vintage}`
  return (
    <li className="grid gap-3 border-b border-line py-4 last:border-0 md:grid-cols-[2fr_1fr_1fr_auto] md:items-start">
      <div>
        <Link href={`/projects/${item.projectSlug}`} className="font-semibold hover:underline">
          {item.projectName}
        </Link>
        <p className="text-sm text-muted">
          {t('vintage', { year: item.vintage })} ·{' '}
          {t('price', { price: formatMoney(format, item.priceCents) })}
        </p>
        {item.expectedDeliveryYear === null ? null : (
          <span className="block text-xs font-semibold text-muted">
            {t('forward', { year: item.expectedDeliveryYear })}
          </span>
        )}
      </div>
      <form noValidate onSubmit={submit} className="flex items-start gap-2">
        <div className="w-28">
          <TonnesField
            id={`tonnes-${item.id}`}
            label={t('tonnesFor', { name })}
            compact
            value={value}
            onChange={onChange}
            max={max}
            error={error}
          />
        </div>
        {dirty ? (
          <button
            type="submit"
            disabled={busy}
            className="h-(--height-btn-lg) rounded-md border border-kelp-700 px-3 text-sm font-semibold text-kelp-700"
          >
            {t('update')}
          </button>
        ) : null}
      </form>
      <p className="font-semibold md:pt-2 md:text-right" data-line-total>
        {formatMoney(format, item.lineTotalCents)}
      </p>
      <button
        type="button"
        onClick={onRemove}
        disabled={busy}
        aria-label={t('removeLine', { name })}
        className="w-fit text-sm font-semibold text-danger underline md:pt-2"
      >
        {t('remove')}
      </button>
    </li>
  )
}
