import {
  cvcValid,
  expiryValid,
  luhnValid,
  SANDBOX_DECLINES,
  SANDBOX_TEST_CARDS,
  type SandboxPayBody,
  type SandboxSession,
} from '@kelp/core/contributions'
import type { Sandbox, SandboxSessionRow } from '../../adapters/payments'
import { AppError } from '../../lib/app-error'
import { declineTexts, texts } from './texts'

/**
 * The embedded provider's own operations (`AppDeps['payments'].sandbox`, which exists only when
 * Stripe is not configured); the sandbox's routes pass them as these services' deps.
 */
export interface SandboxDeps {
  sandbox: Sandbox
}

async function openSession(sandbox: Sandbox, id: string) {
  const session = await sandbox.getSession(id)
  if (!session) throw new AppError('not_found', texts.sessionNotFound)
  return session
}

export function sessionView(s: SandboxSessionRow): SandboxSession {
  return {
    id: s.id,
    status: s.status as SandboxSession['status'],
    frequency: s.mode === 'subscription' ? 'monthly' : 'once-off',
    amount: s.amountCents,
    currency: s.currency,
    tonnes: Number(s.metadata.tonnes),
    portfolio: (s.metadata.portfolio ?? null) as SandboxSession['portfolio'],
    orderNumber: s.metadata.purpose === 'order' ? (s.metadata.orderNumber ?? null) : null,
    locale: s.cancelUrl.startsWith('/de') ? 'de' : 'en',
    successUrl: s.successUrl,
    cancelUrl: s.cancelUrl,
  }
}

export async function getSandboxSession(deps: SandboxDeps, id: string) {
  return sessionView(await openSession(deps.sandbox, id))
}

/** The card's digits once it passes the checks a card network makes (Luhn, expiry, CVC). */
export function cardDigits(body: Pick<SandboxPayBody, 'cardNumber' | 'expiry' | 'cvc'>) {
  const digits = body.cardNumber.replace(/[\s-]/g, '')
  if (!luhnValid(digits)) throw new AppError('bad_request', texts.cardNumber)
  if (!expiryValid(body.expiry, new Date())) throw new AppError('bad_request', texts.expiry)
  if (!cvcValid(body.cvc, digits)) throw new AppError('bad_request', texts.cvc)
  return digits
}

/** Validates the card like a card network would, then pays or declines (test numbers). */
export async function paySandboxSession(
  deps: SandboxDeps,
  { id, body }: { id: string; body: SandboxPayBody },
) {
  const { sandbox } = deps
  const session = await openSession(sandbox, id)
  if (session.status !== 'open') throw new AppError('conflict', texts.sessionClosed)
  const digits = cardDigits(body)
  const decline = SANDBOX_DECLINES[digits]
  if (decline) {
    await sandbox.decline(session, body.email)
    throw new AppError('payment_required', declineTexts[decline])
  }
  const card = digits === SANDBOX_TEST_CARDS.renewalFails ? 'renewal_fails' : 'ok'
  if (!(await sandbox.pay(session, body.email, card, digits.slice(-4)))) {
    throw new AppError('conflict', texts.sessionClosed)
  }
  return { status: 'paid' as const, redirectUrl: session.successUrl }
}

export async function abandonSandboxSession(deps: SandboxDeps, id: string) {
  const session = await openSession(deps.sandbox, id)
  if (!(await deps.sandbox.abandon(session))) throw new AppError('conflict', texts.sessionClosed)
  return { status: 'abandoned' as const, redirectUrl: session.cancelUrl }
}

export async function advanceSandboxSubscription(deps: SandboxDeps, id: string) {
  const result = await deps.sandbox.advance(id)
  if (!result) throw new AppError('not_found', texts.subscriptionNotFound)
  return {
    invoiceStatus: result.paid ? ('paid' as const) : ('failed' as const),
    nextBillingDate: result.nextBillingDate.toISOString(),
  }
}
