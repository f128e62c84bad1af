import { randomBytes } from 'node:crypto'
import type { ProviderEvent } from './types'

/** Ids shaped like Stripe's, marked as sandbox ones. */
export const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString('hex')}`
export const unix = (date: Date) => Math.floor(date.getTime() / 1000)

export function sandboxEvent(type: string, object: Record<string, unknown>): ProviderEvent {
  return { id: sandboxId('evt'), type, created: unix(new Date()), data: { object } }
}

export interface SandboxInvoiceInput {
  customer: string
  email: string
  amountCents: number
  currency: string
  metadata: Record<string, string>
  subscription: string | null
  paid: boolean
  billingReason: 'manual' | 'subscription_create' | 'subscription_cycle'
  periodStart: Date
  periodEnd: Date
}

/** An invoice object in Stripe's shape (both the old and the `parent` subscription link). */
export function sandboxInvoice(input: SandboxInvoiceInput): Record<string, unknown> {
  const sub = input.subscription
  return {
    id: sandboxId('in'),
    object: 'invoice',
    customer: input.customer,
    customer_email: input.email,
    amount_due: input.amountCents,
    amount_paid: input.paid ? input.amountCents : 0,
    currency: input.currency,
    status: input.paid ? 'paid' : 'open',
    billing_reason: input.billingReason,
    created: unix(new Date()),
    metadata: sub ? {} : input.metadata,
    subscription: sub,
    parent: sub
      ? {
          type: 'subscription_details',
          subscription_details: { subscription: sub, metadata: input.metadata },
        }
      : null,
    lines: {
      data: [{ period: { start: unix(input.periodStart), end: unix(input.periodEnd) } }],
    },
  }
}

export interface SandboxSubscriptionShape {
  id: string
  customerId: string
  amountCents: number
  currency: string
  metadata: Record<string, string>
  status: string
  currentPeriodEnd: Date
  canceledAt?: Date
}

export function sandboxSubscription(s: SandboxSubscriptionShape): Record<string, unknown> {
  const end = unix(s.currentPeriodEnd)
  return {
    id: s.id,
    object: 'subscription',
    customer: s.customerId,
    status: s.status,
    metadata: s.metadata,
    current_period_end: end,
    canceled_at: s.canceledAt ? unix(s.canceledAt) : null,
    items: {
      data: [
        {
          id: `si_${s.id}`,
          current_period_end: end,
          price: {
            unit_amount: s.amountCents,
            currency: s.currency,
            recurring: { interval: 'month' },
          },
        },
      ],
    },
  }
}

export function addMonth(date: Date): Date {
  const next = new Date(date)
  next.setUTCMonth(next.getUTCMonth() + 1)
  return next
}
