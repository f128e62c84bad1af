import { printableOnDocuments } from '@kelp/core/documents'
import { documentTexts } from '../certificates'
import {
  CONTRIBUTION_CURRENCY,
  footprintTonnes,
  quoteTonnes,
  type CheckoutSessionStatus,
  type CreateCheckoutSessionBody,
  type FootprintInput,
} from '@kelp/core/contributions'
import { randomUUID } from 'node:crypto'
import { AppError } from '../../lib/app-error'
import type { ContributionDeps } from './deps'
import { viaProvider } from './provider-call'
import { webUrl } from './mails'
import * as repo from './repository'
import { PORTFOLIO_NAMES, texts } from './texts'

/** Checks the client's numbers against the calculator, stores a draft, opens the checkout. */
export async function createCheckoutSession(
  deps: ContributionDeps,
  body: CreateCheckoutSessionBody,
) {
  const input = { emissionType: body.emissionType, ...body.calculatorSettings } as FootprintInput
  const tonnes = footprintTonnes(input)
  const quote = quoteTonnes(tonnes, body.portfolio, body.frequency)
  if (quote.tailored) throw new AppError('bad_request', texts.tailored)
  if (body.emissions !== tonnes) throw new AppError('bad_request', texts.emissionsMismatch)
  if (body.amount !== quote.amountCents) throw new AppError('bad_request', texts.amountMismatch)

  if (body.beneficiary !== undefined && !printableOnDocuments(body.beneficiary)) {
    throw new AppError('bad_request', documentTexts.unprintableBeneficiary)
  }
  const id = randomUUID()
  const { provider } = deps.payments
  const origin = provider.name === 'stripe' ? deps.env.WEB_ORIGIN : ''
  const monthly = body.frequency === 'monthly'
  const session = await viaProvider(() =>
    provider.createCheckout({
      mode: monthly ? 'subscription' : 'payment',
      amountCents: quote.amountCents,
      currency: CONTRIBUTION_CURRENCY,
      description: `Kelp climate contribution — ${tonnes} t CO2e/yr, ${PORTFOLIO_NAMES.en[body.portfolio]}`,
      locale: body.locale,
      successUrl: webUrl(
        origin,
        body.locale,
        '/contribute/success?session_id={CHECKOUT_SESSION_ID}',
      ),
      cancelUrl: webUrl(origin, body.locale, '/contribute?payment=cancelled'),
      metadata: { contributionId: id, portfolio: body.portfolio, tonnes: String(tonnes) },
    }),
  )
  await repo.insertContribution(deps.db, {
    id,
    provider: provider.name,
    checkoutSessionId: session.sessionId,
    frequency: body.frequency,
    portfolio: body.portfolio,
    emissionType: body.emissionType,
    calculatorSettings: body.calculatorSettings,
    tonnesPerYear: tonnes,
    amountCents: quote.amountCents,
    currency: CONTRIBUTION_CURRENCY,
    status: 'draft',
    locale: body.locale,
    beneficiary: body.beneficiary ?? null,
  })
  return { url: session.url, sessionId: session.sessionId }
}

/** What the success page shows; the status is whatever the provider's events made it. */
export async function getCheckoutSession(
  deps: ContributionDeps,
  sessionId: string,
): Promise<CheckoutSessionStatus> {
  const c = await repo.contributionBySession(deps.db, sessionId)
  if (!c) throw new AppError('not_found', texts.sessionNotFound)
  const [invoice, customer] = await Promise.all([
    repo.latestPaidInvoice(deps.db, c.id),
    c.customerId ? repo.customerById(deps.db, c.customerId) : undefined,
  ])
  return {
    sessionId,
    status: c.status as CheckoutSessionStatus['status'],
    frequency: c.frequency as CheckoutSessionStatus['frequency'],
    amount: c.amountCents,
    currency: c.currency,
    tonnes: c.tonnesPerYear,
    portfolio: c.portfolio as CheckoutSessionStatus['portfolio'],
    emissionType: c.emissionType as CheckoutSessionStatus['emissionType'],
    email: customer?.email ?? null,
    customerId: c.providerCustomerId,
    subscriptionId: c.subscriptionId,
    nextBillingDate: c.nextBillingAt?.toISOString() ?? null,
    latestInvoiceId: invoice?.id ?? null,
  }
}
