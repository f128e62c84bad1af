'use client'

import {
  KELP_PRICE_CENTS_PER_TONNE,
  MARKET_PRICE_CENTS_PER_TONNE,
  type Scorecard,
} from '@kelp/core/scorecard'
import { useFormatter, useTranslations } from 'next-intl'

/** The estimate per VCMI tier, with the assumptions it rests on. */
export function ScorecardResults({ scorecard }: { scorecard: Scorecard }) {
  const t = useTranslations('scorecard.results')
  const format = useFormatter()
  const euros = (cents: number) =>
    format.number(cents / 100, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 })
  const tonnes = (value: number) => format.number(value)
  return (
    <section aria-labelledby="scorecard-results" className="grid gap-4">
      <h2 id="scorecard-results" className="text-2xl font-semibold">
        {t('title', { company: scorecard.companyName })}
      </h2>
      <p className="text-ink/85">
        {t('intro', { tonnes: tonnes(scorecard.emissionsTonnes ?? 0) })}
      </p>
      {/* Scrollable on narrow screens, so it must be reachable by keyboard. */}
      <div
        className="overflow-x-auto"
        tabIndex={0}
        role="region"
        aria-labelledby="scorecard-results"
      >
        <table className="w-full min-w-[560px] border-collapse text-left">
          <thead>
            <tr className="border-b border-kelp-100 text-sm text-ink/70">
              {(['tier', 'coverage', 'tonnes', 'kelpCost', 'marketCost', 'savings'] as const).map(
                (column) => (
                  <th key={column} scope="col" className="py-2 pr-4 font-semibold">
                    {t(column)}
                  </th>
                ),
              )}
            </tr>
          </thead>
          <tbody>
            {scorecard.tiers.map((tier) => (
              <tr key={tier.tier} className="border-b border-kelp-50">
                <th scope="row" className="py-3 pr-4 font-semibold">
                  {t(tier.tier)}
                </th>
                <td className="py-3 pr-4">
                  {format.number(tier.coveragePercent / 100, { style: 'percent' })}
                </td>
                <td className="py-3 pr-4">{tonnes(tier.tonnes)}</td>
                <td className="py-3 pr-4 font-semibold text-kelp-700">
                  {euros(tier.kelpCostCents)}
                </td>
                <td className="py-3 pr-4">{euros(tier.marketCostCents)}</td>
                <td className="py-3 pr-4">{euros(tier.savingsCents)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="rounded-2xl bg-kelp-50 p-4 font-medium">
        {t('summary', {
          cost: euros(scorecard.calculatedCosts),
          savings: euros(scorecard.savings),
        })}
      </p>
      <p className="text-sm text-ink/70">
        {t('assumptions', {
          kelp: euros(KELP_PRICE_CENTS_PER_TONNE),
          market: euros(MARKET_PRICE_CENTS_PER_TONNE),
        })}
      </p>
    </section>
  )
}
