import {
  SANDBOX_DECLINES,
  SANDBOX_TEST_CARDS,
  type SandboxCardBody,
  type SandboxPortal,
} from '@kelp/core/contributions'
import type { Sandbox } from '../../adapters/payments'
import { AppError } from '../../lib/app-error'
import { cardDigits, type SandboxDeps } from './service'
import { declineTexts, texts } from './texts'

async function livePortal(sandbox: Sandbox, id: string) {
  const portal = await sandbox.getPortal(id)
  if (!portal) throw new AppError('not_found', texts.portalNotFound)
  return portal
}

export async function getSandboxPortal(deps: SandboxDeps, id: string): Promise<SandboxPortal> {
  const { session, customer } = await livePortal(deps.sandbox, id)
  // The return URL is on the web origin (checked when the session was made): keep its path.
  const back = new URL(session.returnUrl, 'http://localhost')
  return {
    id: session.id,
    email: customer.email,
    cardLast4: customer.cardLast4,
    locale: /^\/de(\/|$)/.test(back.pathname) ? 'de' : 'en',
    returnUrl: `${back.pathname}${back.search}`,
  }
}

/** Checks the new card like the payment page does; a test decline number is refused. */
export async function changeSandboxCard(
  deps: SandboxDeps,
  { id, body }: { id: string; body: SandboxCardBody },
) {
  const { customer } = await livePortal(deps.sandbox, id)
  const digits = cardDigits(body)
  const decline = SANDBOX_DECLINES[digits]
  if (decline) throw new AppError('payment_required', declineTexts[decline])
  const card = digits === SANDBOX_TEST_CARDS.renewalFails ? 'renewal_fails' : 'ok'
  const cardLast4 = digits.slice(-4)
  await deps.sandbox.changeCard(customer.id, cardLast4, card)
  return { status: 'updated' as const, cardLast4 }
}
