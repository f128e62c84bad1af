'use client'

import type { Cart, Order } from '@kelp/core/orbit'
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useRef, useState } from 'react'
import { LoadingView } from '@/components/skeletons/loading-view'
import { ApiError, pageErrorText } from '@/lib/api-client'
import {
  ORBIT_READS,
  orbitQuery,
  placeOrder,
  removeCartItem,
  updateCartItem,
} from '../api/orbit-api'
import { publishCartCount } from '../lib/cart-count'
import { createKeyHolder } from '../lib/idempotency'
import { CartPanel } from './cart-panel'
import { OrdersList } from './orders-list'
import { YearFilter } from './year-filter'

/** /orbit: the cart and the company's orders (the server render hands over the first read). */
export function OrbitPage() {
  const t = useTranslations('orbit')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const [year, setYear] = useState<number>()
  const [error, setError] = useState<string>()
  const [placed, setPlaced] = useState<Order>()
  const keys = useRef(createKeyHolder())
  const orbit = useQuery({ ...orbitQuery(locale, year), placeholderData: keepPreviousData })
  const data = orbit.data
  const message = (e: unknown) => pageErrorText(e, tError('something_wrong'))

  const change = useMutation({
    mutationFn: (action: () => Promise<Cart>) => action(),
    meta: { invalidates: [ORBIT_READS] },
    onMutate: () => setError(undefined),
    onError: (e) => setError(message(e)),
  })
  const place = useMutation({
    mutationFn: (cart: Cart) =>
      placeOrder(
        cart.items.map(({ projectId, vintage, tonnes }) => ({ projectId, vintage, tonnes })),
        keys.current.take(),
        locale,
      ),
    meta: { invalidates: [ORBIT_READS] },
    onMutate: () => setError(undefined),
    onSuccess: ({ order }) => {
      keys.current.settle()
      setPlaced(order)
    },
    onError: (e) => {
      // A timeout or lost connection keeps the key, so trying again cannot make a second order.
      if (e instanceof ApiError) keys.current.settle()
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
  if (!data) return <LoadingView label={t('loading')} />
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
        busy={change.isPending}
        placing={place.isPending}
        error={error}
        onUpdate={(id, tonnes) => change.mutate(() => updateCartItem(id, tonnes, locale))}
        onRemove={(id) => change.mutate(() => removeCartItem(id, locale))}
        onPlace={() => {
          if (!place.isPending) place.mutate(data.cart)
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
