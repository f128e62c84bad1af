'use client'

import { useLocale, useTranslations } from 'next-intl'
import { useMemo } from 'react'
import {
  planCoverage,
  SUPPLY_TYPES,
  type CreditSupply,
  type Plan,
  type SupplyPrices,
} from '@kelp/core/planner'
import { contactHref } from '@kelp/ui'
import { plannerFormat } from '../format'

/**
 * Where the plan's prices come from and how much of it Kelp can sell: stock on sale now and
 * forward lots by delivery year. A plan Kelp cannot cover says how many tonnes in which years
 * are missing and offers the enquiry.
 */
export function SupplyPanel({
  plan,
  prices,
  supply,
}: {
  plan: Plan
  prices: SupplyPrices
  supply: CreditSupply
}) {
  const t = useTranslations('planner.supply')
  const locale = useLocale()
  const fmt = plannerFormat(locale)
  const coverage = useMemo(() => planCoverage(plan.years, supply), [plan.years, supply])
  if (!plan.ready || coverage.neededTonnes === 0) return null
  const tonnes = (n: number) => fmt.tonnesFromKg(n * 1000)
  const short = (type: 'removal' | 'avoidance') =>
    coverage.shortfalls.reduce(
      (sum, f) => sum + (type === 'removal' ? f.removalTonnes : f.avoidanceTonnes),
      0,
    )
  const first = coverage.shortfalls[0]?.year
  const last = coverage.shortfalls.at(-1)?.year
  return (
    <section aria-labelledby="planner-supply-title" className="flex flex-col gap-2 text-sm">
      <h2 id="planner-supply-title" className="text-lg font-semibold">
        {t('title')}
      </h2>
      <ul className="grid gap-1">
        {SUPPLY_TYPES.map((type) => (
          <li key={type}>
            {t(prices.sources[type] === 'on_sale' ? 'priceOnSale' : 'priceEstimate', {
              type: t(`types.${type}`),
              price: fmt.eurosFromCents(
                type === 'removal' ? prices.removalCents : prices.avoidanceCents,
              ),
            })}
          </li>
        ))}
      </ul>
      {coverage.shortfalls.length === 0 ? (
        <p data-testid="planner-coverage">
          {t('covered', { needed: tonnes(coverage.neededTonnes) })}
        </p>
      ) : (
        <div role="note" className="grid gap-2 rounded-lg border border-amber-300 bg-amber-50 p-3">
          <p data-testid="planner-coverage">
            {t('short', {
              covered: tonnes(coverage.coveredTonnes),
              needed: tonnes(coverage.neededTonnes),
              missing: new Intl.ListFormat(locale === 'de' ? 'de' : 'en', {
                type: 'conjunction',
              }).format(
                SUPPLY_TYPES.filter((type) => short(type) > 0).map((type) =>
                  t(`missing.${type}`, { tonnes: tonnes(short(type)) }),
                ),
              ),
              first: String(first),
              last: String(last),
            })}
          </p>
          <a href={contactHref(locale)} className="font-medium text-kelp-700 underline">
            {t('enquire')}
          </a>
        </div>
      )}
    </section>
  )
}
