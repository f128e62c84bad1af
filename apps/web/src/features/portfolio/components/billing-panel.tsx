'use client'

import type { CompanyBilling } from '@kelp/core/portfolio'
import { useQuery } from '@tanstack/react-query'
import { useLocale, useTranslations } from 'next-intl'
import { useState, type FormEvent } from 'react'
import { pageErrorText } from '@/lib/api-client'
import { portfolioQueries } from '../api/queries'
import { BillingFields } from './billing-fields'
import { useBillingDraft } from './use-billing-draft'

const ID_PREFIX = 'settings-billing'

/** The company's billing details for its invoices, kept up to date by a company admin. */
export function BillingPanel({ companyName }: { companyName: string }) {
  const t = useTranslations('portfolio.billingSettings')
  const locale = useLocale()
  const read = useQuery(portfolioQueries.billing(locale))
  return (
    <section
      aria-labelledby="billing-settings-title"
      className="grid gap-3 rounded-xl border border-line p-4 md:p-6"
    >
      <h2 id="billing-settings-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('intro')}</p>
      {read.isPending ? (
        <p className="text-muted">{t('loading')}</p>
      ) : (
        <BillingForm
          companyName={companyName}
          saved={read.data?.billing ?? null}
          loadError={read.isError ? pageErrorText(read.error, t('loadError')) : undefined}
        />
      )}
    </section>
  )
}

/** The form starts from the saved details (or the company's name when there are none). */
function BillingForm({
  companyName,
  saved,
  loadError,
}: {
  companyName: string
  saved: CompanyBilling | null
  loadError?: string
}) {
  const t = useTranslations('portfolio.billingSettings')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const billing = useBillingDraft(companyName, locale, ID_PREFIX, saved)
  const [sending, setSending] = useState(false)
  const [result, setResult] = useState<{ ok: boolean; text: string } | undefined>(
    loadError ? { ok: false, text: loadError } : undefined,
  )

  async function submit(event: FormEvent) {
    event.preventDefault()
    setSending(true)
    setResult(undefined)
    try {
      if (await billing.save()) setResult({ ok: true, text: t('saved') })
    } catch (e) {
      setResult({ ok: false, text: pageErrorText(e, tError('something_wrong')) })
    } finally {
      setSending(false)
    }
  }

  return (
    <form noValidate onSubmit={submit} className="grid max-w-xl gap-4">
      <BillingFields
        value={billing.draft}
        missing={billing.missing}
        onChange={billing.setDraft}
        idPrefix={ID_PREFIX}
        withIntro={false}
      />
      {result ? (
        <p
          role={result.ok ? 'status' : 'alert'}
          className={result.ok ? 'font-semibold text-kelp-700' : 'text-danger'}
        >
          {result.text}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={sending}
        className="h-(--height-btn-md) w-fit rounded-md bg-kelp-700 px-4 text-sm font-semibold text-white hover:bg-kelp-900 disabled:opacity-50"
      >
        {sending ? t('saving') : t('save')}
      </button>
    </form>
  )
}
