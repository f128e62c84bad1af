'use client'

import type { Cart, OrbitResponse, Order } from '@kelp/core/orbit'
import { useLocale, useTranslations } from 'next-intl'
import { useCallback, useEffect, useRef, useState } from 'react'
import { LoadingView } from '@/components/skeletons/loading-view'
import { ApiError, pageErrorText } from '@/lib/api-client'
import { fetchOrbit, placeOrder, removeCartItem, updateCartItem } from '../api/orbit-api'
import { publishCartCount } from '../lib/cart-count'
import { createKeyHolder } from '../lib/idempotency'
import { CartPanel } from './cart-panel'
import { OrdersList } from './orders-list'
import { YearFilter } from './year-filter'

/** /orbit: the cart and the company's orders. */
export function OrbitPage() {
  const t = useTranslations('orbit')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const [data, setData] = useState<OrbitResponse>()
  const [year, setYear] = useState<number>()
  const [loadError, setLoadError] = useState(false)
  const [busy, setBusy] = useState(false)
  const [placing, setPlacing] = useState(false)
  const [error, setError] = useState<string>()
  const [placed, setPlaced] = useState<Order>()
  const keys = useRef(createKeyHolder())

  const load = useCallback(
    (signal?: AbortSignal) =>
      fetchOrbit(locale, year, signal)
        .then((next) => {
          setData(next)
          setLoadError(false)
        })
        .catch(() => {
          if (!signal?.aborted) setLoadError(true)
        }),
    [locale, year],
  )

  useEffect(() => {
    const controller = new AbortController()
    void load(controller.signal)
    return () => controller.abort()
  }, [load])

  // The navbar shows the same count; every load and change here answers with the cart.
  const lineCount = data?.cart.items.length
  useEffect(() => {
    if (lineCount !== undefined) publishCartCount(lineCount)
  }, [lineCount])

  const message = (e: unknown) => pageErrorText(e, tError('something_wrong'))

  async function change(action: () => Promise<Cart>) {
    setBusy(true)
    setError(undefined)
    try {
      const cart = await action()
      setData((d) => (d ? { ...d, cart } : d))
    } catch (e) {
      setError(message(e))
    } finally {
      setBusy(false)
    }
  }

  async function place() {
    if (!data || placing) return
    setPlacing(true)
    setError(undefined)
    const lines = data.cart.items.map(({ projectId, vintage, tonnes }) => ({
      projectId,
      vintage,
      tonnes,
    }))
    try {
      const { order } = await placeOrder(lines, keys.current.take(), locale)
      keys.current.settle()
      setPlaced(order)
      await load()
    } catch (e) {
      // A timeout or lost connection keeps the key, so trying again cannot make a second order.
      if (e instanceof ApiError) keys.current.settle()
      setError(message(e))
    } finally {
      setPlacing(false)
    }
  }

  if (loadError && !data)
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
        busy={busy}
        placing={placing}
        error={error}
        onUpdate={(id, tonnes) => change(() => updateCartItem(id, tonnes, locale))}
        onRemove={(id) => change(() => removeCartItem(id, locale))}
        onPlace={place}
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
