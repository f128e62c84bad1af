import {
  CONTRIBUTION_CURRENCY,
  quoteTonnes,
  type ModifySubscriptionBody,
} from '@kelp/core/contributions'
import { AppError } from '../../lib/app-error'
import type { ContributionDeps } from './deps'
import { viaProvider } from './provider-call'
import { activeSubscription, customerContributions } from './repository'
import { texts } from './texts'

/** The caller's active monthly contribution with this subscription id, or 404. */
async function ownSubscription(deps: ContributionDeps, customerId: string, subscriptionId: string) {
  const row = await activeSubscription(deps.db, customerId, subscriptionId)
  if (!row) throw new AppError('not_found', texts.subscriptionNotFound)
  return row
}

/** Asks the provider for the new price; the contribution changes when its event arrives. */
export async function modifySubscription(
  deps: ContributionDeps,
  { customerId, body }: { customerId: string; body: ModifySubscriptionBody },
) {
  const row = await ownSubscription(deps, customerId, body.subscriptionId)
  const quote = quoteTonnes(body.emissions, body.portfolio, 'monthly')
  if (body.amount !== quote.amountCents) throw new AppError('bad_request', texts.amountMismatch)
  await viaProvider(() =>
    deps.payments.provider.modifySubscription(body.subscriptionId, {
      amountCents: quote.amountCents,
      currency: CONTRIBUTION_CURRENCY,
      metadata: {
        contributionId: row.id,
        portfolio: body.portfolio,
        tonnes: String(body.emissions),
      },
    }),
  )
  return { status: 'requested' as const }
}

export async function cancelSubscription(
  deps: ContributionDeps,
  { customerId, subscriptionId }: { customerId: string; subscriptionId: string },
) {
  await ownSubscription(deps, customerId, subscriptionId)
  await viaProvider(() => deps.payments.provider.cancelSubscription(subscriptionId))
  return { status: 'requested' as const }
}

/** Billing portal (Stripe) or the dashboard adjust page (sandbox), for the token's customer. */
export async function createPortal(
  deps: ContributionDeps,
  { customerId, body }: { customerId: string; body: { customerId: string; returnUrl: string } },
) {
  const own = await customerContributions(deps.db, customerId)
  if (!own.some((c) => c.providerCustomerId === body.customerId)) {
    throw new AppError('forbidden', texts.notYours)
  }
  const origin = deps.env.WEB_ORIGIN.replace(/\/$/, '')
  const path = returnPath(body.returnUrl)
  if (!path) throw new AppError('bad_request', texts.badReturnUrl)
  return viaProvider(() => deps.payments.provider.createPortal(body.customerId, `${origin}${path}`))
}

/**
 * The page to come back to, as a path on this site. The browser may have reached Kelp under
 * another host name than the configured origin (127.0.0.1, a proxy's name), so only the path of
 * an absolute address counts and the server puts its own origin in front: the portal can never
 * send anyone to another site. Anything that is neither a path nor an http(s) address is refused.
 */
function returnPath(returnUrl: string): string | undefined {
  if (/^\/(?![/\\])/.test(returnUrl)) return returnUrl
  if (!/^https?:\/\//i.test(returnUrl)) return undefined
  try {
    const url = new URL(returnUrl)
    return `${url.pathname}${url.search}`
  } catch {
    return undefined
  }
}
