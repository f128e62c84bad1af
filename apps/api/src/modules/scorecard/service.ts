import { EMAIL_ERROR_TEXTS, normalizeEmail, validateBusinessEmail } from '@kelp/core/auth'
import type { Locale } from '@kelp/core/http'
import { supplyPrices } from '@kelp/core/planner'
import {
  estimateScorecard,
  scorecardPrice,
  type Scorecard,
  type ScorecardCreateBody,
  type ScorecardUpdateBody,
} from '@kelp/core/scorecard'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { findCreditSupply } from '../planner'
import {
  findScorecard,
  insertScorecard,
  updateScorecardEstimate,
  type ScorecardRow,
} from './repository'

const NOT_FOUND = { en: 'This scorecard does not exist.', de: 'Diese Scorecard gibt es nicht.' }

/** The public view of a scorecard: the estimate, never the e-mail or message. */
function toScorecard(row: ScorecardRow): Scorecard {
  return {
    id: row.id,
    companyName: row.companyName,
    emissionsTonnes: row.emissionsTonnes,
    calculatedCosts: row.calculatedCosts,
    pricing:
      row.priceCentsPerTonne === null
        ? null
        : {
            centsPerTonne: row.priceCentsPerTonne,
            source: row.priceSource ?? 'estimate',
            pricedAt: row.pricedAt?.toISOString() ?? null,
          },
    tiers:
      row.emissionsTonnes && row.priceCentsPerTonne !== null
        ? estimateScorecard(row.emissionsTonnes, row.priceCentsPerTonne).tiers
        : [],
  }
}

export async function createScorecard(
  deps: Pick<AppDeps, 'db'>,
  { body, locale }: { body: ScorecardCreateBody; locale: Locale },
): Promise<Scorecard> {
  const { db } = deps
  const emailError = validateBusinessEmail(body.email)
  if (emailError) throw new AppError('bad_request', EMAIL_ERROR_TEXTS[emailError])
  const row = await insertScorecard(db, {
    email: normalizeEmail(body.email),
    firstName: body.firstName,
    companyName: body.companyName,
    message: body.message || null,
    locale,
  })
  return toScorecard(row)
}

/**
 * Generates the estimate on the server: the blend priced from what Kelp has on sale now (the
 * planner's stock), kept with the scorecard so a shared link shows the price it was given.
 */
export async function generateScorecard(
  deps: Pick<AppDeps, 'db' | 'now'>,
  { id, body }: { id: string; body: ScorecardUpdateBody },
): Promise<Scorecard> {
  const { db } = deps
  if (body.emissionsTonnes === undefined) return getScorecard(deps, id)
  const price = scorecardPrice(supplyPrices(await findCreditSupply(db)))
  const { calculatedCosts } = estimateScorecard(body.emissionsTonnes, price.centsPerTonne)
  const row = await updateScorecardEstimate(db, id, {
    emissionsTonnes: body.emissionsTonnes,
    calculatedCosts,
    priceCentsPerTonne: price.centsPerTonne,
    priceSource: price.source,
    pricedAt: deps.now(),
  })
  if (!row) throw new AppError('not_found', NOT_FOUND)
  return toScorecard(row)
}

export async function getScorecard(deps: Pick<AppDeps, 'db'>, id: string): Promise<Scorecard> {
  const { db } = deps
  const row = await findScorecard(db, id)
  if (!row) throw new AppError('not_found', NOT_FOUND)
  return toScorecard(row)
}
