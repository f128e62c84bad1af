import {
  ADULT_KG_PER_YEAR,
  CHILD_KG_PER_YEAR,
  INDUSTRY_KG_PER_EMPLOYEE,
  TAILORED_THRESHOLD_TONNES,
  type Industry,
} from './constants'
import { portfolioPriceCents, type PortfolioId } from './portfolios'

export type FootprintInput =
  | { emissionType: 'personal'; adults: number; children: number }
  | { emissionType: 'business'; industry: Industry; employees: number }
  | { emissionType: 'custom'; tonnes: number }

export type Frequency = 'monthly' | 'once-off'

/** Yearly footprint in integer kilograms CO2e. */
export function footprintKg(input: FootprintInput): number {
  switch (input.emissionType) {
    case 'personal':
      return input.adults * ADULT_KG_PER_YEAR + input.children * CHILD_KG_PER_YEAR
    case 'business':
      return input.employees * INDUSTRY_KG_PER_EMPLOYEE[input.industry]
    case 'custom':
      return input.tonnes * 1_000
  }
}

/** Yearly tonnes to cover: the footprint rounded up to whole tonnes, at least 1. */
export function footprintTonnes(input: FootprintInput): number {
  return Math.max(1, Math.ceil(footprintKg(input) / 1_000))
}

/** Integer division rounding half up (both operands non-negative integers). */
export function divideHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator))
}

export interface ContributionQuote {
  tonnesPerYear: number
  pricePerTonneCents: number
  /** tonnesPerYear x pricePerTonneCents, exactly. */
  yearlyAmountCents: number
  /** What one charge costs: the yearly amount once-off, or yearly / 12 (half up) monthly. */
  amountCents: number
  /** Kilograms one paid invoice retires: 1,000 x tonnes once-off, or that / 12 (half up). */
  kgPerCharge: number
  /** Above 500 t a year (product.md §9) the checkout offers a tailored portfolio instead. */
  tailored: boolean
}

/** Price a yearly footprint (in whole tonnes) for a portfolio and frequency. */
export function quoteTonnes(
  tonnesPerYear: number,
  portfolio: PortfolioId,
  frequency: Frequency,
): ContributionQuote {
  const pricePerTonneCents = portfolioPriceCents(portfolio)
  const yearlyAmountCents = tonnesPerYear * pricePerTonneCents
  const monthly = frequency === 'monthly'
  return {
    tonnesPerYear,
    pricePerTonneCents,
    yearlyAmountCents,
    amountCents: monthly ? divideHalfUp(yearlyAmountCents, 12) : yearlyAmountCents,
    kgPerCharge: monthly ? divideHalfUp(tonnesPerYear * 1_000, 12) : tonnesPerYear * 1_000,
    tailored: tonnesPerYear > TAILORED_THRESHOLD_TONNES,
  }
}

/** The live price the checkout shows: footprint -> tonnes -> amount. */
export function quoteContribution(
  input: FootprintInput,
  portfolio: PortfolioId,
  frequency: Frequency,
): ContributionQuote {
  return quoteTonnes(footprintTonnes(input), portfolio, frequency)
}
