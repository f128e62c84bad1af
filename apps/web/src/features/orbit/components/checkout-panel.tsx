'use client'

import { purchasePath, type Cart, type PaymentMethod, type PurchaseOptions } from '@kelp/core/orbit'
import { useFormatter, useTranslations } from 'next-intl'
import { buttonClasses } from '@/components/ui/button'
import { formatMoney } from '@/lib/format'

/**
 * The cart's way to buy: self-service (choose how to pay, buy now) when the cart is within the
 * operator's limits and the buyer has purchase rights, else the offer flow with the reasons.
 */
export function CheckoutPanel({
  cart,
  options,
  method,
  onMethod,
  busy,
  buying,
  onBuy,
}: {
  cart: Cart
  options: PurchaseOptions | undefined
  method: PaymentMethod
  onMethod: (method: PaymentMethod) => void
  busy: boolean
  buying: boolean
  onBuy: () => void
}) {
  const t = useTranslations('orbit.checkout')
  const format = useFormatter()
  if (!options) return <p className="text-sm text-muted">{t('offerOnly')}</p>
  const { path, reasons } = purchasePath(cart, options)
  const money = (cents: number) => formatMoney(format, cents, cart.currency)
  if (path === 'offer')
    return (
      <div className="grid gap-2 rounded-lg bg-surface p-4 text-sm" data-testid="checkout-path">
        <p className="font-semibold">{t('offerPath')}</p>
        <ul className="list-disc pl-5">
          {reasons.map((reason) => (
            <li key={reason}>
              {t(`reasons.${reason}`, {
                amount: money(options.limits.maxOrderCents),
                tonnes: format.number(options.limits.maxOrderTonnes),
              })}
            </li>
          ))}
        </ul>
      </div>
    )
  return (
    <fieldset
      className="grid gap-3 rounded-lg border border-kelp-700/30 p-4"
      data-testid="checkout-path"
    >
      <legend className="px-1 font-semibold">{t('title')}</legend>
      <p className="text-sm text-muted">
        {t('selfService', { amount: money(options.limits.maxOrderCents) })}
      </p>
      <div className="grid gap-2 sm:grid-cols-3">
        {options.paymentMethods.map((m) => (
          <div
            key={m}
            className="flex items-start gap-2 rounded-md border border-line p-3 has-checked:border-kelp-700 has-checked:bg-kelp-50"
          >
            <input
              id={`payment-method-${m}`}
              type="radio"
              name="payment-method"
              value={m}
              checked={method === m}
              onChange={() => onMethod(m)}
              aria-describedby={`payment-method-${m}-hint`}
              className="mt-1"
            />
            <div className="grid text-sm">
              <label htmlFor={`payment-method-${m}`} className="cursor-pointer font-semibold">
                {t(`methods.${m}.label`)}
              </label>
              <span id={`payment-method-${m}-hint`} className="text-muted">
                {m === 'invoice' && options.creditLine
                  ? t('methods.invoice.hint', {
                      available: money(options.creditLine.availableCents),
                    })
                  : t(`methods.${m}.hint`)}
              </span>
            </div>
          </div>
        ))}
      </div>
      {options.billingComplete ? null : (
        <p className="text-sm text-danger">{t('billingMissing')}</p>
      )}
      <p className="text-sm text-muted">{t('vatNote')}</p>
      <button
        type="button"
        onClick={onBuy}
        disabled={busy || buying || !options.billingComplete}
        className={`${buttonClasses({ size: 'lg' })} justify-center sm:ml-auto`}
      >
        {buying ? t('buying') : t(method === 'invoice' ? 'buyOnInvoice' : 'buy')}
      </button>
    </fieldset>
  )
}
