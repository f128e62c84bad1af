import type { InvoiceParty } from '@kelp/core/orbit'
import type { Env } from '../../config/env'

export type Seller = InvoiceParty & { email: string | null }

/** The seller every invoice names, from configuration (required in production). */
export function sellerFromEnv(env: Env): Seller {
  return {
    name: env.SELLER_NAME,
    street: env.SELLER_STREET,
    postcode: env.SELLER_POSTCODE,
    city: env.SELLER_CITY,
    country: env.SELLER_COUNTRY,
    vatId: env.SELLER_VAT_ID,
    email: env.SELLER_EMAIL ?? null,
  }
}
