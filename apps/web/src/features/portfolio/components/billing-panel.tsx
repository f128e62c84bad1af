'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useEffect, useState, type FormEvent } from 'react'
import { pageErrorText } from '@/lib/api-client'
import { BillingFields } from './billing-fields'
import { useBillingDraft } from './use-billing-draft'

const ID_PREFIX = 'settings-billing'

/** The company's billing details for its invoices, kept up to date by a company admin. */
export function BillingPanel({ companyName }: { companyName: string }) {
  const t = useTranslations('portfolio.billingSettings')
  const tError = useTranslations('common.error')
  const locale = useLocale()
  const billing = useBillingDraft(companyName, locale, ID_PREFIX)
  const [state, setState] = useState<'loading' | 'ready' | 'sending'>('loading')
  const [result, setResult] = useState<{ ok: boolean; text: string }>()

  useEffect(() => {
    billing
      .load()
      .catch((e: unknown) => setResult({ ok: false, text: pageErrorText(e, t('loadError')) }))
      .finally(() => setState('ready'))
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loaded once when the panel opens; the draft is the admin's from then on.
  }, [])

  async function submit(event: FormEvent) {
    event.preventDefault()
    setState('sending')
    setResult(undefined)
    try {
      if (await billing.save()) setResult({ ok: true, text: t('saved') })
    } catch (e) {
      setResult({ ok: false, text: pageErrorText(e, tError('something_wrong')) })
    } finally {
      setState('ready')
    }
  }

  return (
    <section
      aria-labelledby="billing-settings-title"
      className="grid gap-3 rounded-xl border border-line p-4 md:p-6"
    >
      <h2 id="billing-settings-title" className="text-lg font-bold">
        {t('title')}
      </h2>
      <p className="text-sm text-muted">{t('intro')}</p>
      {state === 'loading' ? (
        <p className="text-muted">{t('loading')}</p>
      ) : (
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
            disabled={state === 'sending'}
            className="h-(--height-btn-md) w-fit rounded-md bg-kelp-700 px-4 text-sm font-semibold text-white hover:bg-kelp-900 disabled:opacity-50"
          >
            {state === 'sending' ? t('saving') : t('save')}
          </button>
        </form>
      )}
    </section>
  )
}
