import {
  DEFAULT_SELF_SERVICE_MAX_CENTS,
  DEFAULT_SELF_SERVICE_MAX_TONNES,
  type CreditLine,
  type PaymentMethod,
  type PurchaseOptions,
  type SelfServiceLimits,
} from '@kelp/core/orbit'
import type { AppDeps } from '../../deps'
import { findBilling } from '../billing'
import type { CompanyCaller } from '../auth'
import * as repo from './purchase-repository'

/** The operator's limits, or the defaults while none were set. */
export async function selfServiceLimits(deps: Pick<AppDeps, 'db'>): Promise<SelfServiceLimits> {
  const row = await repo.findLimits(deps.db)
  return {
    maxOrderCents: row?.maxOrderCents ?? DEFAULT_SELF_SERVICE_MAX_CENTS,
    maxOrderTonnes: row?.maxOrderTonnes ?? DEFAULT_SELF_SERVICE_MAX_TONNES,
  }
}

/** The company's approved invoice line with what unpaid invoices leave of it; null if none. */
export async function creditLineOf(
  deps: Pick<AppDeps, 'db'>,
  companyId: string,
): Promise<CreditLine | null> {
  const { db } = deps
  const line = await repo.findCreditLine(db, companyId)
  if (!line) return null
  const outstandingCents = await repo.outstandingInvoiceCents(db, companyId)
  return {
    limitCents: line.limitCents,
    outstandingCents,
    availableCents: Math.max(0, line.limitCents - outstandingCents),
  }
}

/**
 * Purchase rights are the company admin's: the role that accepts offers commits the company's
 * money, and a self-service purchase does the same without an offer.
 */
export const canPurchase = (caller: Pick<CompanyCaller, 'role'>) => caller.role === 'admin'

/** Checkout's methods: SEPA Direct Debit needs Stripe (the sandbox takes cards only). */
export function checkoutMethods(deps: Pick<AppDeps, 'payments'>): PaymentMethod[] {
  return deps.payments.provider.name === 'stripe' ? ['card', 'sepa_debit'] : ['card']
}

export async function purchaseOptions(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  { caller }: { caller: CompanyCaller },
): Promise<PurchaseOptions> {
  const [limits, creditLine, billing] = await Promise.all([
    selfServiceLimits(deps),
    creditLineOf(deps, caller.companyId),
    findBilling(deps.db, caller.companyId),
  ])
  return {
    limits,
    canPurchase: canPurchase(caller),
    billingComplete: billing !== null,
    creditLine,
    paymentMethods: [...checkoutMethods(deps), ...(creditLine ? (['invoice'] as const) : [])],
  }
}
