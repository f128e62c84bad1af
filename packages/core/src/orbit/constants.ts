/** Orbit (cart and orders) numbers, in one place (docs/architecture.md §4). */
export const CURRENCY = 'EUR' as const
/** Largest quantity one cart line or order line may ask for (t). */
export const MAX_LINE_TONNES = 1_000_000
/** Lines one cart or order may hold. */
export const MAX_CART_LINES = 50
/** product.md §7: portfolio, portfolio-manager, orbit and document calls time out after 60 s. */
export const ORBIT_TIMEOUT_MS = 60_000
/**
 * Offer flow: placed → offered → accepted (or cancelled). Self-service: awaiting_payment →
 * delivered (paid and delivered in one step), or payment_failed / expired (stock released).
 */
export const ORDER_STATUSES = [
  'placed',
  'offered',
  'accepted',
  'cancelled',
  'awaiting_payment',
  'delivered',
  'payment_failed',
  'expired',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]
export const OFFER_STATUSES = ['open', 'accepted', 'withdrawn', 'expired'] as const
export type OfferStatus = (typeof OFFER_STATUSES)[number]
/** Header a client may send instead of `idempotencyKey` in the placeOrder body. */
export const IDEMPOTENCY_HEADER = 'idempotency-key'

/** Invoices are payable within this many days of their date of issue. */
export const PAYMENT_TERM_DAYS = 30
/** How a self-service order is paid: Checkout (card, SEPA Direct Debit) or on invoice. */
export const PAYMENT_METHODS = ['card', 'sepa_debit', 'invoice'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]
/** Self-service limits per order when the operator has set none (net, whole tonnes). */
export const DEFAULT_SELF_SERVICE_MAX_CENTS = 2_500_000
export const DEFAULT_SELF_SERVICE_MAX_TONNES = 2_000
