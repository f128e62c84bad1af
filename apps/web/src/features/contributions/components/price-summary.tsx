'use client'

import {
  TAILORED_THRESHOLD_TONNES,
  type ContributionQuote,
  type Frequency,
} from '@kelp/core/contributions'
import { useFormatter, useTranslations } from 'next-intl'
import { formatMoney, formatTonnes } from '@/lib/format'

/** The live price: announced politely to screen readers as the inputs change. */
export function PriceSummary({
  quote,
  frequency,
}: {
  quote?: ContributionQuote
  frequency: Frequency
}) {
  const t = useTranslations('contributions.checkout.summary')
  const format = useFormatter()
  return (
    <section
      aria-labelledby="contribution-summary"
      className="rounded-2xl bg-kelp-900 p-6 text-white"
    >
      <h3
        id="contribution-summary"
        className="text-sm font-semibold tracking-wide text-kelp-100 uppercase"
      >
        {t('title')}
      </h3>
      <div aria-live="polite" aria-atomic="true" className="mt-3 grid gap-1">
        {quote ? (
          <>
            <p className="text-sm text-white/80">
              {t('footprint')}:{' '}
              <span className="font-semibold text-white">
                {t('tonnesPerYear', { tonnes: formatTonnes(format, quote.tonnesPerYear) })}
              </span>
            </p>
            {quote.tailored ? (
              <p className="text-white/90">
                {t('tailored', { threshold: TAILORED_THRESHOLD_TONNES })}
              </p>
            ) : (
              <p className="text-2xl font-bold" data-testid="contribution-price">
                {frequency === 'monthly'
                  ? t('perMonth', { amount: formatMoney(format, quote.amountCents) })
                  : t('once', { amount: formatMoney(format, quote.amountCents) })}
              </p>
            )}
            {frequency === 'monthly' && !quote.tailored ? (
              <p className="text-white/85">
                {t('perYear', { amount: formatMoney(format, quote.amountCents * 12) })}
              </p>
            ) : null}
            {quote.tailored ? null : (
              <p className="text-sm text-white/70">
                {t('pricePerTonne', { price: formatMoney(format, quote.pricePerTonneCents) })}
              </p>
            )}
          </>
        ) : (
          <p className="text-white/85">{t('incomplete')}</p>
        )}
      </div>
    </section>
  )
}
