import type { InvoiceParty } from '@kelp/core/orbit'
import type { Env } from '../../config/env'

/** Where buyers pay by transfer: printed on invoices, in the GiroCode and in the e-invoice. */
export interface SellerBank {
  iban: string
  bic: string | null
  name: string
}

export type Seller = InvoiceParty & { email: string | null; bank: SellerBank }

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
    bank: { iban: env.SELLER_IBAN, bic: env.SELLER_BIC ?? null, name: env.SELLER_BANK },
  }
}
