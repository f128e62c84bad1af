'use client'

import type { Cart, Order, PaymentMethod } from '@kelp/core/orbit'
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { LoadingView } from '@/components/skeletons/loading-view'
import { useRouter } from '@/i18n/navigation'
import { ApiError, pageErrorText } from '@/lib/api-client'
import {
  ORBIT_READS,
  orbitQuery,
  placeOrder,
  removeCartItem,
  updateCartItem,
} from '../api/orbit-api'
import { purchase, purchaseOptionsQuery } from '../api/purchase-api'
import { publishCartCount } from '../lib/cart-count'
import { createKeyHolder } from '../lib/idempotency'
import { CartPanel } from './cart-panel'
import { CheckoutPanel } from './checkout-panel'
import { OrdersList } from './orders-list'
import { useCartDrafts } from './use-cart-drafts'
import { YearFilter } from './year-filter'

/** /orbit: the cart and the company's orders (the server render hands over the first read). */
export function OrbitPage() {
  const t = useTranslations('orbit')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const router = useRouter()
  const [year, setYear] = useState<number>()
  const [error, setError] = useState<string>()
  const [placed, setPlaced] = useState<Order>()
  const [method, setMethod] = useState<PaymentMethod>('card')
  const orderKeys = useRef(createKeyHolder())
  const buyKeys = useRef(createKeyHolder())
  const orbit = useQuery({ ...orbitQuery(locale, year), placeholderData: keepPreviousData })
  // Answers 403 without portfolio access: the cart then offers the offer flow only.
  const options = useQuery({ ...purchaseOptionsQuery(locale), retry: false })
  const data = orbit.data
  const cart = useCartDrafts(data?.cart, locale)
  const message = (e: unknown) => pageErrorText(e, tError('something_wrong'))

  const change = useMutation({
    mutationFn: (action: () => Promise<Cart>) => action(),
    meta: { invalidates: [ORBIT_READS] },
    onMutate: () => setError(undefined),
    onError: (e) => setError(message(e)),
  })
  const place = useMutation({
    mutationFn: async () => {
      const lines = await cart.commit()
      return lines ? placeOrder(lines, orderKeys.current.take(), locale) : undefined
    },
    meta: { invalidates: [ORBIT_READS] },
    onMutate: () => setError(undefined),
    onSuccess: (answer) => {
      if (!answer) return
      orderKeys.current.settle()
      setPlaced(answer.order)
    },
    onError: (e) => {
      // A timeout or lost connection keeps the key, so trying again cannot order twice.
      if (e instanceof ApiError) orderKeys.current.settle()
      setError(message(e))
    },
  })
  const buy = useMutation({
    mutationFn: async () => {
      const lines = await cart.commit()
      return lines ? purchase(lines, method, buyKeys.current.take(), locale) : undefined
    },
    meta: { invalidates: [ORBIT_READS] },
    onMutate: () => setError(undefined),
    onSuccess: (answer) => {
      if (!answer) return
      buyKeys.current.settle()
      // Card and SEPA: the provider's payment page; on invoice: the delivered order.
      if (answer.checkoutUrl) window.location.assign(answer.checkoutUrl)
      else router.push(`/orbit/orders/${answer.order.id}`)
    },
    onError: (e) => {
      if (e instanceof ApiError) buyKeys.current.settle()
      setError(message(e))
    },
  })

  // The navbar shows the same count; every read here answers with the cart.
  const lineCount = data?.cart.items.length
  useEffect(() => {
    if (lineCount !== undefined) publishCartCount(lineCount)
  }, [lineCount])

  if (orbit.isError && !data)
    return (
      <p role="alert" className="mx-auto max-w-(--container-page) px-6 py-16">
        {t('loadError')}
      </p>
    )
  if (!data || !cart.shown) return <LoadingView label={t('loading')} />
  const pending = place.isPending || buy.isPending
  const saveLine = (id: string) => {
    const tonnes = cart.lineToSave(id)
    if (tonnes === undefined) return
    change.mutate(() => updateCartItem(id, tonnes, locale), { onSuccess: () => cart.forget(id) })
  }
  return (
    <div className="mx-auto grid max-w-(--container-page) gap-8 px-4 py-8 md:px-6">
      <header className="grid gap-2">
        <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
        <p className="text-muted">{t('intro')}</p>
      </header>
      {placed ? (
        <p role="status" className="rounded-lg bg-kelp-50 p-4 font-semibold text-kelp-900">
          {t('placed', { number: placed.number })}
        </p>
      ) : null}
      <CartPanel
        cart={data.cart}
        shown={cart.shown}
        drafts={cart.drafts}
        errors={cart.errors}
        busy={change.isPending || pending}
        placing={place.isPending}
        error={error}
        checkout={
          <CheckoutPanel
            cart={cart.shown}
            options={options.data}
            method={options.data?.paymentMethods.includes(method) ? method : 'card'}
            onMethod={setMethod}
            busy={change.isPending || pending}
            buying={buy.isPending}
            onBuy={() => {
              if (!pending) buy.mutate()
            }}
          />
        }
        onDraft={cart.edit}
        onSave={saveLine}
        onRemove={(id) => change.mutate(() => removeCartItem(id, locale))}
        onPlace={() => {
          if (!pending) place.mutate()
        }}
      />
      <section aria-labelledby="orders-title" className="grid gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="orders-title" className="text-xl font-bold">
            {t('orders.title')}
          </h2>
          <YearFilter years={data.years} value={year} onChange={setYear} />
        </div>
        <OrdersList orders={data.orders} />
      </section>
    </div>
  )
}
