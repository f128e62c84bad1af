import type { Scorecard } from '@kelp/core/scorecard'
import type { SiteLocale } from '../../i18n/locales'
import { fill } from '@kelp/ui'
import { scorecardFormat } from './format'
import { RESULT_COLUMNS, type ScorecardResultsTexts } from './texts'

/** Where the price per tonne comes from: the stock on the day it was generated, or an estimate. */
function PriceNote({
  scorecard,
  locale,
  texts,
}: {
  scorecard: Scorecard
  locale: SiteLocale
  texts: ScorecardResultsTexts
}) {
  const { pricing } = scorecard
  if (!pricing) return null
  const { eurosExact, date } = scorecardFormat(locale)
  const price = eurosExact(pricing.centsPerTonne)
  const text =
    pricing.source === 'on_sale' && pricing.pricedAt
      ? fill(texts.assumptions, { price, date: date(pricing.pricedAt) })
      : fill(texts.assumptionsEstimate, { price })
  return (
    <p className="text-sm text-ink/70" data-testid="scorecard-price-note">
      {text}
    </p>
  )
}

/** The estimate per VCMI tier, with the assumptions it rests on (the app's markup). */
export function ScorecardResults({
  scorecard,
  locale,
  texts,
}: {
  scorecard: Scorecard
  locale: SiteLocale
  texts: ScorecardResultsTexts
}) {
  const { euros, tonnes, percent } = scorecardFormat(locale)
  return (
    <section aria-labelledby="scorecard-results" className="grid gap-4">
      <h2 id="scorecard-results" className="text-2xl font-semibold">
        {fill(texts.title, { company: scorecard.companyName })}
      </h2>
      <p className="text-ink/85">
        {fill(texts.intro, { tonnes: tonnes(scorecard.emissionsTonnes ?? 0) })}
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
              {RESULT_COLUMNS.map((column) => (
                <th key={column} scope="col" className="py-2 pr-4 font-semibold">
                  {texts.columns[column]}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {scorecard.tiers.map((tier) => (
              <tr key={tier.tier} className="border-b border-kelp-50">
                <th scope="row" className="py-3 pr-4 font-semibold">
                  {texts.tiers[tier.tier]}
                </th>
                <td className="py-3 pr-4">{percent(tier.coveragePercent)}</td>
                <td className="py-3 pr-4">{tonnes(tier.tonnes)}</td>
                <td className="py-3 pr-4 font-semibold text-kelp-700">
                  {euros(tier.kelpCostCents)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="rounded-2xl bg-kelp-50 p-4 font-medium">
        {fill(texts.summary, { cost: euros(scorecard.calculatedCosts) })}
      </p>
      <PriceNote scorecard={scorecard} locale={locale} texts={texts} />
    </section>
  )
}
