'use client'

import type { ContributionQuote, Frequency } from '@kelp/core/contributions'
import { useTranslations } from 'next-intl'
import { PriceSummary } from './price-summary'

/** The live price and the pay step, kept in view beside the inputs on wide screens. */
export function CheckoutAside({
  quote,
  frequency,
  sending,
  serverError,
}: {
  quote?: ContributionQuote
  frequency: Frequency
  sending: boolean
  serverError?: string
}) {
  const t = useTranslations('contributions.checkout')
  return (
    <aside className="grid gap-4 lg:sticky lg:top-28">
      <PriceSummary quote={quote} frequency={frequency} />
      {quote?.tailored ? (
        <a href="#tailored-offer" className="font-semibold text-kelp-700 underline">
          {t('tailored.title')}
        </a>
      ) : (
        <>
          {serverError ? (
            <p role="alert" className="text-red-700">
              {serverError}
            </p>
          ) : null}
          <button
            type="submit"
            disabled={sending}
            className="h-12 w-full rounded-full bg-kelp-700 px-8 font-semibold text-white hover:bg-kelp-900 focus-visible:ring-2 focus-visible:ring-kelp-500 focus-visible:ring-offset-2 focus-visible:outline-none disabled:opacity-60"
          >
            {sending ? t('submitting') : t('submit')}
          </button>
        </>
      )}
    </aside>
  )
}
