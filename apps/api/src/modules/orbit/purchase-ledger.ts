/** The ledger counts kilograms; orbit's cart and orders count whole tonnes. */
export const KG_PER_TONNE = 1000

/** The reference a self-service order's reservation, sale and release carry in the ledger. */
export const orderReference = (orderId: string) => `order:${orderId}`
