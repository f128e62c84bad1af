import type { Locale } from '@kelp/core/http'
import {
  methodLabel,
  ratingForScore,
  RATING_KEYS,
  typeLabel,
  type PortfolioOverview,
} from '@kelp/core/portfolio'
import { CURRENCY } from '@kelp/core/orbit'
import type { AppDeps } from '../../deps'
import { loadOffer } from '../orbit'
import * as repo from './overview-repository'
import { retirementYearRows, sumRetirements } from './retirement-repository'
import { countryName } from '../../lib/format'

export interface Viewer {
  companyId: string
  role: 'member' | 'admin' | 'operator'
}

export interface CompanyInfo {
  id: string
  name: string
  domain: string
}

type Slice = { key: string; tonnes: number; investedCents: number }

const sortSlices = <T extends Slice>(slices: T[]) =>
  slices.sort((a, b) => b.tonnes - a.tonnes || a.key.localeCompare(b.key))

/** Scores grouped in SQL are folded into rating bands here (at most 101 rows). */
function ratingSlices(byScore: Slice[]) {
  const bands = new Map<string, Slice>()
  for (const s of byScore) {
    const key = ratingForScore(Number(s.key))
    const band = bands.get(key) ?? { key, tonnes: 0, investedCents: 0 }
    band.tonnes += s.tonnes
    band.investedCents += s.investedCents
    bands.set(key, band)
  }
  return RATING_KEYS.flatMap((key) => {
    const band = bands.get(key)
    return band ? [{ ...band, label: key }] : []
  })
}

/** The Portfolio Manager's overview: every figure aggregated in SQL, scoped by company. */
export async function getOverview(
  deps: Pick<AppDeps, 'db'>,
  {
    company,
    viewer,
    locale,
    year,
  }: { company: CompanyInfo; viewer: Viewer; locale: Locale; year?: number | undefined },
): Promise<PortfolioOverview> {
  const { db } = deps
  const id = company.id
  const [bought, retiredRows, by, bYears, held, offerId] = await Promise.all([
    repo.purchaseTotals(db, id, year),
    retirementYearRows(db, id),
    repo.purchaseBreakdown(db, id, year),
    repo.purchaseYears(db, id),
    repo.companyHoldings(db, id),
    repo.openOfferId(db, id),
  ])
  const retired = sumRetirements(retiredRows, year)
  const rYears = retiredRows.map((r) => r.year)
  const isAdmin = viewer.role === 'admin'
  return {
    company,
    viewer: {
      role: viewer.role,
      canAcceptOffer: isAdmin,
      canRetire: isAdmin,
      canManageAccess: isAdmin,
    },
    year: year ?? null,
    years: [...new Set([...bYears, ...rYears])].sort((a, b) => b - a),
    currency: CURRENCY,
    totals: {
      investedCents: bought.investedCents,
      offsetsPurchasedTonnes: bought.tonnes,
      projectsCount: bought.projects,
      retiredTonnes: retired.tonnes,
      retirementsCount: retired.count,
      heldTonnes: held.reduce((s, h) => s + h.tonnes, 0),
    },
    charts: {
      byCategory: sortSlices(by.method.map((s) => ({ ...s, label: methodLabel(s.key, locale) }))),
      byProjectType: sortSlices(by.type.map((s) => ({ ...s, label: typeLabel(s.key, locale) }))),
      byLocation: sortSlices(by.country.map((s) => ({ ...s, label: countryName(s.key, locale) }))),
      byRating: ratingSlices(by.score),
    },
    holdings: held,
    openOffer: offerId ? await loadOffer(deps, offerId) : null,
  }
}
