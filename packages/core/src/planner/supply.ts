import {
  DEFAULT_AVOIDANCE_PRICE_CENTS,
  DEFAULT_REMOVAL_PRICE_CENTS,
  KG_PER_TONNE,
} from './constants'
import type { CreditPrices, PlanYear } from './engine'

export const SUPPLY_TYPES = ['removal', 'avoidance'] as const
export type SupplyType = (typeof SUPPLY_TYPES)[number]

/** Credits on sale of one type: issued now (deliveryYear null) or forward by delivery year. */
export interface SupplyLot {
  deliveryYear: number | null
  tonnes: number
  /** Sum over the lot of tonnes × price, EUR cents (so means stay exact). */
  valueCents: number
}

export type CreditSupply = Record<SupplyType, SupplyLot[]>

/** Where a plan's price per tonne comes from: what is on sale, or Kelp's reference estimate. */
export type PriceSource = 'on_sale' | 'estimate'

export interface SupplyPrices extends CreditPrices {
  sources: Record<SupplyType, PriceSource>
}

const REFERENCE: Record<SupplyType, number> = {
  removal: DEFAULT_REMOVAL_PRICE_CENTS,
  avoidance: DEFAULT_AVOIDANCE_PRICE_CENTS,
}

/**
 * The plan's price per tonne of each type: the tonne-weighted mean of everything on sale
 * (issued and forward); the reference estimate only for a type with nothing on sale.
 */
export function supplyPrices(supply: CreditSupply): SupplyPrices {
  const price = (type: SupplyType) => {
    const tonnes = supply[type].reduce((sum, lot) => sum + lot.tonnes, 0)
    const value = supply[type].reduce((sum, lot) => sum + lot.valueCents, 0)
    return tonnes > 0 ? Math.round(value / tonnes) : null
  }
  const removal = price('removal')
  const avoidance = price('avoidance')
  return {
    removalCents: removal ?? REFERENCE.removal,
    avoidanceCents: avoidance ?? REFERENCE.avoidance,
    sources: {
      removal: removal === null ? 'estimate' : 'on_sale',
      avoidance: avoidance === null ? 'estimate' : 'on_sale',
    },
  }
}

/** A year in which Kelp's stock falls short of the plan, in whole tonnes per type. */
export interface Shortfall {
  year: number
  removalTonnes: number
  avoidanceTonnes: number
}

export interface PlanCoverage {
  /** Whole tonnes the plan buys and how many of them Kelp has on sale in time. */
  neededTonnes: number
  coveredTonnes: number
  shortfalls: Shortfall[]
}

/**
 * How much of the plan Kelp can sell: each year takes from the stock delivered by then
 * (issued credits from the start, forward lots from their delivery year), first come first
 * served, so a tonne is never counted for two years. Quantities are rounded up to the tonne.
 */
export function planCoverage(years: readonly PlanYear[], supply: CreditSupply): PlanCoverage {
  const left: Record<SupplyType, number> = { removal: 0, avoidance: 0 }
  const pending = SUPPLY_TYPES.flatMap((type) => supply[type].map((lot) => ({ type, lot })))
  const taken = new Set<number>()
  let neededTonnes = 0
  let coveredTonnes = 0
  const shortfalls: Shortfall[] = []
  for (const y of years) {
    pending.forEach(({ type, lot }, i) => {
      if (!taken.has(i) && (lot.deliveryYear === null || lot.deliveryYear <= y.year)) {
        left[type] += lot.tonnes
        taken.add(i)
      }
    })
    const need = {
      removal: Math.ceil(y.removalKg / KG_PER_TONNE),
      avoidance: Math.ceil(y.avoidanceKg / KG_PER_TONNE),
    }
    const short = { removal: 0, avoidance: 0 }
    for (const type of SUPPLY_TYPES) {
      const got = Math.min(need[type], left[type])
      left[type] -= got
      short[type] = need[type] - got
      neededTonnes += need[type]
      coveredTonnes += got
    }
    if (short.removal + short.avoidance > 0) {
      shortfalls.push({
        year: y.year,
        removalTonnes: short.removal,
        avoidanceTonnes: short.avoidance,
      })
    }
  }
  return { neededTonnes, coveredTonnes, shortfalls }
}
