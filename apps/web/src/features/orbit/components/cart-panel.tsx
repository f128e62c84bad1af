'use client'

import type { Cart } from '@kelp/core/orbit'
import { useFormatter, useTranslations } from 'next-intl'
import type { ReactNode } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { formatMoney, formatTonnes } from '@/lib/format'
import type { CartDrafts } from '../lib/cart-drafts'
import type { TonnesError } from '../lib/tonnes'
import { CartLine } from './cart-line'

/**
 * The cart: lines, totals (of what the fields show, saved or not), the way to buy and the
 * place-order button (the offer flow).
 */
export function CartPanel({
  cart,
  shown,
  drafts,
  errors,
  busy,
  placing,
  error,
  checkout,
  onDraft,
  onSave,
  onRemove,
  onPlace,
}: {
  cart: Cart
  shown: Cart
  drafts: CartDrafts
  errors: Record<string, TonnesError>
  busy: boolean
  placing: boolean
  error?: string
  checkout: ReactNode
  onDraft: (id: string, value: string) => void
  onSave: (id: string) => void
  onRemove: (id: string) => void
  onPlace: () => void
}) {
  const t = useTranslations('orbit.cart')
  const format = useFormatter()
  return (
    <section
      aria-labelledby="cart-title"
      className="grid gap-4 rounded-xl border border-line p-4 md:p-6"
    >
      <h2 id="cart-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      {cart.items.length === 0 ? (
        <div className="grid gap-3">
          <p className="text-muted">{t('empty')}</p>
          <Link href="/projects" className={`${buttonClasses({ variant: 'secondary' })} w-fit`}>
            {t('browse')}
          </Link>
        </div>
      ) : (
        <>
          <ul aria-label={t('lines')}>
            {shown.items.map((item, i) => (
              <CartLine
                key={item.id}
                item={{ ...item, tonnes: cart.items[i]!.tonnes }}
                value={drafts[item.id] ?? String(cart.items[i]!.tonnes)}
                error={errors[item.id]}
                busy={busy}
                onChange={(value) => onDraft(item.id, value)}
                onSave={() => onSave(item.id)}
                onRemove={() => onRemove(item.id)}
              />
            ))}
          </ul>
          <dl className="grid gap-1 border-t border-line pt-4 sm:ml-auto sm:min-w-72">
            <div className="flex justify-between gap-6">
              <dt className="text-muted">{t('totalTonnes')}</dt>
              <dd>{t('tonnesValue', { tonnes: formatTonnes(format, shown.totalTonnes) })}</dd>
            </div>
            <div className="flex justify-between gap-6 text-lg font-bold">
              <dt>{t('total')}</dt>
              <dd data-testid="cart-total">
                {formatMoney(format, shown.totalCents, shown.currency)}
              </dd>
            </div>
          </dl>
          {error ? (
            <p role="alert" className="text-danger sm:text-right">
              {error}
            </p>
          ) : null}
          {checkout}
          <div className="grid gap-2 sm:justify-items-end">
            <p className="text-sm text-muted sm:text-right">{t('note')}</p>
            <button
              type="button"
              onClick={onPlace}
              disabled={placing || busy}
              className={`${buttonClasses({ size: 'lg', variant: 'secondary' })} justify-center`}
            >
              {placing ? t('placing') : t('place')}
            </button>
          </div>
        </>
      )}
    </section>
  )
}
