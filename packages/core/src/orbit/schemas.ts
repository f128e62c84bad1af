import { z } from 'zod'
import { localeSchema } from '../http'
import {
  CURRENCY,
  MAX_CART_LINES,
  MAX_LINE_TONNES,
  OFFER_STATUSES,
  ORDER_STATUSES,
  PAYMENT_METHODS,
} from './constants'

/** Whole tonnes only: 0, -1 and 1.5 are refused with a message naming the rule. */
export const tonnesSchema = z
  .number({ error: 'Tonnes must be a number.' })
  .int({ error: 'Tonnes must be a whole number.' })
  .positive({ error: 'Tonnes must be greater than zero.' })
  .max(MAX_LINE_TONNES, { error: `Tonnes must be at most ${MAX_LINE_TONNES}.` })
  .describe('Whole tonnes of CO2e (positive integer)')

export const vintageYearSchema = z.number().int().min(1990).max(2100).describe('Vintage year')
export const currencySchema = z.literal(CURRENCY).describe('ISO 4217 currency of every amount')
const cents = (what: string) => z.number().int().describe(`${what}, integer cents`)

/** `?local=en&year=2026` — product.md §7 names; year is optional (all years when absent). */
export const orbitQuerySchema = z.object({
  local: localeSchema.optional(),
  year: z.coerce.number().int().min(1990).max(2100).optional().describe('Calendar year filter'),
})
export type OrbitQuery = z.infer<typeof orbitQuerySchema>

export const cartLineInputSchema = z
  .object({
    projectId: z.uuid().describe('Project id'),
    vintage: vintageYearSchema,
    tonnes: tonnesSchema,
  })
  .describe('CartLineInput')
export type CartLineInput = z.infer<typeof cartLineInputSchema>

export const addCartItemBodySchema = cartLineInputSchema
export const updateCartItemBodySchema = z.object({ tonnes: tonnesSchema })
export const cartItemParamsSchema = z.object({ id: z.uuid().describe('Cart item id') })

/** Forward purchase: the year the registry is expected to issue it; null for issued credits. */
export const forwardDelivery = z
  .number()
  .int()
  .nullable()
  .describe('Forward purchase: expected delivery year; null for issued credits')

export const cartItemSchema = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    projectSlug: z.string(),
    projectName: z.string(),
    vintage: z.number().int(),
    expectedDeliveryYear: forwardDelivery,
    tonnes: z.number().int(),
    priceCents: cents('Current price per tonne'),
    lineTotalCents: cents('tonnes × price'),
    creditsAvailable: z.number().int().describe('Credits of this vintage available now (t)'),
  })
  .describe('CartItem')
export type CartItem = z.infer<typeof cartItemSchema>

export const cartSchema = z
  .object({
    items: z.array(cartItemSchema),
    totalTonnes: z.number().int(),
    totalCents: cents('Cart total'),
    currency: currencySchema,
  })
  .describe('Cart')
export type Cart = z.infer<typeof cartSchema>

export const orderItemSchema = z
  .object({
    id: z.uuid(),
    projectId: z.uuid(),
    projectSlug: z.string(),
    projectName: z.string(),
    vintage: z.number().int(),
    expectedDeliveryYear: forwardDelivery,
    tonnes: z.number().int(),
    priceCents: cents('Price per tonne when the order was placed'),
    lineTotalCents: cents('tonnes × price'),
  })
  .describe('OrderItem')

export const offerItemSchema = z
  .object({
    projectId: z.uuid(),
    projectSlug: z.string(),
    projectName: z.string(),
    vintage: z.number().int(),
    expectedDeliveryYear: forwardDelivery,
    tonnes: z.number().int(),
    priceCents: cents('Offered price per tonne'),
    lineTotalCents: cents('tonnes × offered price'),
  })
  .describe('OfferItem')

export const offerSchema = z
  .object({
    id: z.uuid(),
    orderId: z.uuid(),
    orderNumber: z.string(),
    status: z.enum(OFFER_STATUSES),
    items: z.array(offerItemSchema),
    subtotalCents: cents('Credits only (what "invested in offsets" counts)'),
    feeCents: cents('Fees line'),
    feeLabel: z.string(),
    totalCents: cents('subtotal + fees'),
    currency: currencySchema,
    validUntil: z.iso.datetime(),
    createdAt: z.iso.datetime(),
    acceptedAt: z.iso.datetime().nullable(),
    invoiceDocumentId: z.uuid().nullable().describe('Invoice PDF once accepted'),
  })
  .describe('Offer')
export type Offer = z.infer<typeof offerSchema>

export const orderPaymentSchema = z
  .object({
    method: z.enum(PAYMENT_METHODS),
    amountDueCents: cents('Gross amount (net + VAT) the buyer pays'),
    paidAt: z.iso.datetime().nullable(),
    deliveredAt: z.iso.datetime().nullable(),
    releasedAt: z.iso.datetime().nullable().describe('Reservation returned to stock'),
  })
  .describe('OrderPayment')
export type OrderPayment = z.infer<typeof orderPaymentSchema>

export const orderSchema = z
  .object({
    id: z.uuid(),
    number: z.string().describe('Human order number, e.g. ORB-2026-000042'),
    status: z.enum(ORDER_STATUSES),
    items: z.array(orderItemSchema),
    totalTonnes: z.number().int(),
    totalCents: cents('Order total at placement prices'),
    currency: currencySchema,
    placedBy: z.string().describe('E-mail of the person who placed it'),
    createdAt: z.iso.datetime(),
    offer: offerSchema.nullable().describe('The latest offer made from this order'),
    channel: z.enum(['offer', 'self_service']),
    payment: orderPaymentSchema.nullable().describe('Self-service orders: how and when paid'),
  })
  .describe('Order')
export type Order = z.infer<typeof orderSchema>

export const orbitResponseSchema = z
  .object({
    cart: cartSchema,
    orders: z
      .array(orderSchema)
      .describe("The company's orders (empty without portfolio access), newest first"),
    years: z.array(z.number().int()).describe('Years that have orders, newest first'),
  })
  .describe('Orbit')
export type OrbitResponse = z.infer<typeof orbitResponseSchema>

export const placeOrderBodySchema = z
  .object({
    cartItems: z.array(cartLineInputSchema).min(1).max(MAX_CART_LINES),
    idempotencyKey: z
      .string()
      .min(8)
      .max(100)
      .optional()
      .describe('Same key ⇒ same order (or send the Idempotency-Key header)'),
  })
  .describe('PlaceOrder')
export type PlaceOrderBody = z.infer<typeof placeOrderBodySchema>

export const placeOrderResponseSchema = z
  .object({ order: orderSchema, replayed: z.boolean().describe('True for a repeated key') })
  .describe('PlacedOrder')
export type PlaceOrderResponse = z.infer<typeof placeOrderResponseSchema>

export type AddCartItemBody = z.infer<typeof addCartItemBodySchema>
export type UpdateCartItemBody = z.infer<typeof updateCartItemBodySchema>
export type OrderItem = z.infer<typeof orderItemSchema>
export type OfferItem = z.infer<typeof offerItemSchema>
