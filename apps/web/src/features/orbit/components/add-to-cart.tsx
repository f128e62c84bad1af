'use client'

import { MAX_LINE_TONNES } from '@kelp/core/orbit'
import type { ProjectDetail } from '@kelp/core/projects'
import { useMutation } from '@tanstack/react-query'
import { useFormatter, useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { buttonClasses } from '@/components/ui/button'
import { ApiError } from '@/lib/api-client'
import { addCartItem, ORBIT_READS } from '../api/orbit-api'
import { formatMoney } from '@/lib/format'
import { publishCartCount, useCartCount } from '../lib/cart-count'
import { parseTonnes, type TonnesError } from '../lib/tonnes'
import { CartLink } from './cart-link'
import { TonnesField } from './tonnes-field'
import { useNumberLocale } from '@/lib/use-number-locale'

/** Add credits of one vintage to the cart from the project page. */
export function AddToCart({
  projectId,
  vintages,
}: {
  projectId: string
  vintages: ProjectDetail['vintages']
}) {
  const t = useTranslations('orbit.add')
  const numberLocale = useNumberLocale()
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const format = useFormatter()
  const buyable = vintages.filter((v) => v.creditsAvailable > 0)
  const [year, setYear] = useState(buyable[0]?.year)
  const [tonnes, setTonnes] = useState('')
  const [error, setError] = useState<TonnesError>()
  const add = useMutation({
    mutationFn: (line: { vintage: number; tonnes: number }) =>
      addCartItem({ projectId, ...line }, locale),
    // The cart and orbit screens read the cart again; the navbar takes the answer's count.
    meta: { invalidates: [ORBIT_READS] },
    onSuccess: (cart) => {
      publishCartCount(cart.items.length)
      setTonnes('')
    },
  })
  const serverError = add.error
    ? add.error instanceof ApiError
      ? add.error.message
      : tError('something_wrong')
    : undefined
  const count = useCartCount()
  const vintage = buyable.find((v) => v.year === year)
  const max = Math.min(vintage?.creditsAvailable ?? 0, MAX_LINE_TONNES)

  function submit(event: FormEvent) {
    event.preventDefault()
    if (!vintage) return
    const parsed = parseTonnes(tonnes, max, numberLocale)
    add.reset()
    if (!parsed.ok) {
      setError(parsed.error)
      document.getElementById('add-tonnes')?.focus()
      return
    }
    setError(undefined)
    add.mutate({ vintage: vintage.year, tonnes: parsed.tonnes })
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
              if (add.isSuccess) add.reset()
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
          {add.isSuccess ? (
            <p role="status" className="text-sm font-semibold text-kelp-700">
              {t('added')}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={add.isPending}
            className={`${buttonClasses()} justify-center`}
          >
            {add.isPending ? t('adding') : t('submit')}
          </button>
        </form>
      )}
    </section>
  )
}
