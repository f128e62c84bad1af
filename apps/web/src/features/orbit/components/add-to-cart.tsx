'use client'

import { MAX_LINE_TONNES } from '@kelp/core/orbit'
import type { ProjectDetail } from '@kelp/core/projects'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { addCartItem } from '../api/orbit-api'
import { formatMoney } from '@/lib/format'
import { publishCartCount, useCartCount } from '../lib/cart-count'
import { parseTonnes, type TonnesError } from '../lib/tonnes'
import { CartLink } from './cart-link'
import { TonnesField } from './tonnes-field'

/** Add credits of one vintage to the cart from the project page. */
export function AddToCart({
  projectId,
  vintages,
}: {
  projectId: string
  vintages: ProjectDetail['vintages']
}) {
  const t = useTranslations('orbit.add')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const format = useFormatter()
  const buyable = vintages.filter((v) => v.creditsAvailable > 0)
  const [year, setYear] = useState(buyable[0]?.year)
  const [tonnes, setTonnes] = useState('')
  const [error, setError] = useState<TonnesError>()
  const [state, setState] = useState<'idle' | 'adding' | 'added'>('idle')
  const [serverError, setServerError] = useState<string>()
  const count = useCartCount()
  const vintage = buyable.find((v) => v.year === year)
  const max = Math.min(vintage?.creditsAvailable ?? 0, MAX_LINE_TONNES)

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (!vintage) return
    const parsed = parseTonnes(tonnes, max)
    setServerError(undefined)
    if (!parsed.ok) {
      setError(parsed.error)
      document.getElementById('add-tonnes')?.focus()
      return
    }
    setError(undefined)
    setState('adding')
    try {
      const cart = await addCartItem(
        { projectId, vintage: vintage.year, tonnes: parsed.tonnes },
        locale,
      )
      publishCartCount(cart.items.length)
      setTonnes('')
      setState('added')
    } catch (e) {
      setServerError(e instanceof ApiError ? e.message : tError('something_wrong'))
      setState('idle')
    }
  }

  return (
    <section aria-labelledby="add-title" className="grid gap-3 rounded-xl border border-line p-4">
      <div className="flex items-center justify-between gap-2">
        <h2 id="add-title" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <CartLink count={count} />
      </div>
      {buyable.length === 0 ? (
        <p className="text-sm text-muted">{t('soldOut')}</p>
      ) : (
        <form noValidate onSubmit={submit} className="grid gap-3">
          <div className="grid gap-1">
            <label htmlFor="add-vintage" className="text-sm font-medium">
              {t('vintage')}
            </label>
            <select
              id="add-vintage"
              value={year}
              onChange={(event) => {
                setYear(Number(event.target.value))
                setError(undefined)
              }}
              className="h-(--height-btn-lg) w-full min-w-0 rounded-md border border-line bg-white px-3"
            >
              {buyable.map((v) => (
                <option key={v.year} value={v.year}>
                  {v.status === 'forward'
                    ? t('vintageOptionForward', {
                        year: v.year,
                        delivery: v.expectedDeliveryYear ?? v.year,
                        price: formatMoney(format, v.priceCents),
                        available: format.number(v.creditsAvailable),
                      })
                    : t('vintageOption', {
                        year: v.year,
                        price: formatMoney(format, v.priceCents),
                        available: format.number(v.creditsAvailable),
                      })}
                </option>
              ))}
            </select>
          </div>
          <TonnesField
            id="add-tonnes"
            label={t('tonnes')}
            value={tonnes}
            onChange={(value) => {
              setTonnes(value)
              if (state === 'added') setState('idle')
            }}
            max={max}
            error={error}
          />
          <p className="text-sm text-muted">{t('available', { max: format.number(max) })}</p>
          {serverError ? (
            <p role="alert" className="text-sm text-danger">
              {serverError}
            </p>
          ) : null}
          {state === 'added' ? (
            <p role="status" className="text-sm font-semibold text-kelp-700">
              {t('added')}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={state === 'adding'}
            className={`${buttonClasses()} justify-center`}
          >
            {state === 'adding' ? t('adding') : t('submit')}
          </button>
        </form>
      )}
    </section>
  )
}
