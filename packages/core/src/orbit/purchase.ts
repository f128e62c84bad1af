import { z } from 'zod'
import { MAX_CART_LINES, PAYMENT_METHODS } from './constants'
import { cartLineInputSchema, orderSchema } from './schemas'

const cents = (what: string) => z.number().int().describe(`${what}, integer cents`)

/** The operator's self-service limits per order (net amount and whole tonnes). */
export const selfServiceLimitsSchema = z
  .object({
    maxOrderCents: z.number().int().min(0).max(2_000_000_000).describe('Net, integer cents'),
    maxOrderTonnes: z.number().int().min(0).max(1_000_000),
  })
  .describe('SelfServiceLimits')
export type SelfServiceLimits = z.infer<typeof selfServiceLimitsSchema>

export const creditLineSchema = z
  .object({
    limitCents: cents('Unpaid invoices the company may have open'),
    outstandingCents: cents('Unpaid self-service invoices (gross)'),
    availableCents: cents('What an on-invoice order may still cost (gross)'),
  })
  .describe('CreditLine')
export type CreditLine = z.infer<typeof creditLineSchema>

/** What the cart needs to say which path applies: GET /orbit/purchase-options. */
export const purchaseOptionsSchema = z
  .object({
    limits: selfServiceLimitsSchema,
    canPurchase: z.boolean().describe('The caller may buy for the company (its admins)'),
    billingComplete: z.boolean().describe('The company has the billing details invoices need'),
    creditLine: creditLineSchema.nullable().describe('Approved for buying on invoice'),
    paymentMethods: z.array(z.enum(PAYMENT_METHODS)).describe('Methods open to this company'),
  })
  .describe('PurchaseOptions')
export type PurchaseOptions = z.infer<typeof purchaseOptionsSchema>

export const purchaseBodySchema = z
  .object({
    cartItems: z.array(cartLineInputSchema).min(1).max(MAX_CART_LINES),
    paymentMethod: z.enum(PAYMENT_METHODS),
    idempotencyKey: z.string().min(8).max(100).describe('Same key ⇒ same purchase'),
  })
  .describe('Purchase')
export type PurchaseBody = z.infer<typeof purchaseBodySchema>

export const purchaseResponseSchema = z
  .object({
    order: orderSchema,
    checkoutUrl: z.string().nullable().describe('Where to pay (card, SEPA); null on invoice'),
    replayed: z.boolean(),
  })
  .describe('PurchaseResult')
export type PurchaseResponse = z.infer<typeof purchaseResponseSchema>

export const orderParamsSchema = z.object({ id: z.uuid().describe('Order id') })

/** Why a cart goes to the operator's offer instead of self-service. */
export const OFFER_REASONS = ['forward', 'over_amount', 'over_tonnes', 'no_rights'] as const
export type OfferReason = (typeof OFFER_REASONS)[number]

interface CartFacts {
  items: { tonnes: number; expectedDeliveryYear: number | null }[]
  totalCents: number
  totalTonnes: number
}

/**
 * Self-service takes issued credits within the limits, bought by someone with purchase rights;
 * anything else is priced by an operator (the offer flow). Answers every reason that applies.
 */
export function purchasePath(
  cart: CartFacts,
  options: Pick<PurchaseOptions, 'limits' | 'canPurchase'>,
): { path: 'self_service' | 'offer'; reasons: OfferReason[] } {
  const reasons: OfferReason[] = []
  if (cart.items.some((i) => i.expectedDeliveryYear !== null)) reasons.push('forward')
  if (cart.totalCents > options.limits.maxOrderCents) reasons.push('over_amount')
  if (cart.totalTonnes > options.limits.maxOrderTonnes) reasons.push('over_tonnes')
  if (!options.canPurchase) reasons.push('no_rights')
  return { path: reasons.length ? 'offer' : 'self_service', reasons }
}

export const orderResponseSchema = z.object({ order: orderSchema }).describe('OrderResult')
export const creditLineBodySchema = z
  .object({ limitCents: z.number().int().positive().max(2_000_000_000) })
  .describe('CreditLineApproval')
export const creditLineResponseSchema = z.object({ creditLine: creditLineSchema.nullable() })
