'use client'

import type { Cart } from '@kelp/core/orbit'
import { useFormatter, useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'
import { Link } from '@/i18n/navigation'
import { formatMoney, formatTonnes } from '@/lib/format'
import { CartLine } from './cart-line'

/** The cart: lines, totals and the place-order button. */
export function CartPanel({
  cart,
  busy,
  placing,
  error,
  onUpdate,
  onRemove,
  onPlace,
}: {
  cart: Cart
  busy: boolean
  placing: boolean
  error?: string
  onUpdate: (id: string, tonnes: number) => void
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
            {cart.items.map((item) => (
              <CartLine
                key={`${item.id}-${item.tonnes}`}
                item={item}
                busy={busy}
                onUpdate={(tonnes) => onUpdate(item.id, tonnes)}
                onRemove={() => onRemove(item.id)}
              />
            ))}
          </ul>
          <dl className="grid gap-1 border-t border-line pt-4 sm:ml-auto sm:min-w-72">
            <div className="flex justify-between gap-6">
              <dt className="text-muted">{t('totalTonnes')}</dt>
              <dd>{t('tonnesValue', { tonnes: formatTonnes(format, cart.totalTonnes) })}</dd>
            </div>
            <div className="flex justify-between gap-6 text-lg font-bold">
              <dt>{t('total')}</dt>
              <dd data-testid="cart-total">
                {formatMoney(format, cart.totalCents, cart.currency)}
              </dd>
            </div>
          </dl>
          <p className="text-sm text-muted sm:text-right">{t('note')}</p>
          {error ? (
            <p role="alert" className="text-danger sm:text-right">
              {error}
            </p>
          ) : null}
          <button
            type="button"
            onClick={onPlace}
            disabled={placing || busy}
            className={`${buttonClasses({ size: 'lg' })} justify-center sm:ml-auto`}
          >
            {placing ? t('placing') : t('place')}
          </button>
        </>
      )}
    </section>
  )
}
