'use client'

import { invoiceAmounts } from '@kelp/core/orbit'
import { useFormatter, useTranslations } from 'next-intl'
import { formatMoney } from '@/lib/format'

/**
 * Net, VAT (or why there is none) and gross for the billing details as entered: computed with
 * the rule the invoice is issued with, so the buyer commits to the invoice's figures.
 */
export function OfferVatSummary({
  netCents,
  currency,
  sellerCountry,
  country,
  vatId,
}: {
  netCents: number
  currency: string
  sellerCountry: string
  country: string
  vatId: string
}) {
  const t = useTranslations('portfolio.offer.vat')
  const format = useFormatter()
  const money = (cents: number) => formatMoney(format, cents, currency)
  const amounts = invoiceAmounts(sellerCountry, country, vatId.trim() || null, netCents)
  const vatLabel =
    amounts.category === 'S'
      ? t('vat', { rate: format.number(amounts.rateBp / 10_000, { style: 'percent' }) })
      : t(amounts.category === 'AE' ? 'reverseCharge' : 'notTaxable')
  return (
    <dl
      aria-label={t('label')}
      className="grid gap-1 rounded-lg border border-line p-3 text-sm"
      data-testid="offer-vat-summary"
    >
      <div className="flex justify-between gap-6">
        <dt>{t('net')}</dt>
        <dd>{money(amounts.netCents)}</dd>
      </div>
      <div className="flex justify-between gap-6">
        <dt>{vatLabel}</dt>
        <dd>{money(amounts.vatCents)}</dd>
      </div>
      <div className="flex justify-between gap-6 border-t border-line pt-1 text-base font-bold">
        <dt>{t('gross')}</dt>
        <dd>{money(amounts.grossCents)}</dd>
      </div>
    </dl>
  )
}
