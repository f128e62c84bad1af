'use client'

import type { SelfServiceLimits } from '@kelp/core/orbit'
import { useQuery } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { ApiError } from '@/lib/api-client'
import { Field, inputClass } from '@kelp/ui'
import { adminApi } from '../api/admin-api'
import { adminQueries } from '../api/queries'
import { CreditLineForm } from './credit-line-form'

const euros = (cents: number) => String(cents / 100)
const toCents = (raw: string) => {
  const value = Number(raw.trim().replace(',', '.'))
  return Number.isFinite(value) && value >= 0 ? Math.round(value * 100) : undefined
}

/** The self-service limits per order and the companies approved to buy on invoice. */
export function SelfServicePanel() {
  const t = useTranslations('admin.selfService')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const limits = useQuery(adminQueries.selfServiceLimits(locale))
  const [draft, setDraft] = useState<{ euros: string; tonnes: string }>()
  const [result, setResult] = useState<{ ok: boolean; text: string }>()
  const shown = draft ?? {
    euros: limits.data ? euros(limits.data.maxOrderCents) : '',
    tonnes: limits.data ? String(limits.data.maxOrderTonnes) : '',
  }

  async function save(event: FormEvent) {
    event.preventDefault()
    const cents = toCents(shown.euros)
    const tonnes = Number(shown.tonnes)
    if (cents === undefined || !Number.isInteger(tonnes) || tonnes < 0) {
      return setResult({ ok: false, text: t('invalid') })
    }
    try {
      const body: SelfServiceLimits = { maxOrderCents: cents, maxOrderTonnes: tonnes }
      await adminApi.setSelfServiceLimits(body)
      setResult({ ok: true, text: t('saved') })
    } catch (e) {
      setResult({ ok: false, text: e instanceof ApiError ? e.message : tError('something_wrong') })
    }
  }

  return (
    <section aria-labelledby="admin-self-service-title" className="grid max-w-3xl gap-6">
      <h2 id="admin-self-service-title" className="text-xl font-bold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('intro')}</p>
      <form
        noValidate
        onSubmit={save}
        className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end"
      >
        <Field id="limit-euros" label={t('maxEuros')}>
          <input
            id="limit-euros"
            inputMode="decimal"
            value={shown.euros}
            onChange={(e) => setDraft({ ...shown, euros: e.target.value })}
            className={inputClass}
          />
        </Field>
        <Field id="limit-tonnes" label={t('maxTonnes')}>
          <input
            id="limit-tonnes"
            inputMode="numeric"
            value={shown.tonnes}
            onChange={(e) => setDraft({ ...shown, tonnes: e.target.value })}
            className={inputClass}
          />
        </Field>
        <button
          type="submit"
          className="h-(--height-btn-lg) rounded-md bg-kelp-700 px-4 font-semibold text-white"
        >
          {t('saveLimits')}
        </button>
      </form>
      {result ? (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? '' : 'text-danger'}>
          {result.text}
        </p>
      ) : null}
      <CreditLineForm toCents={toCents} />
    </section>
  )
}
