import { z } from 'zod'
import { isValidIban, normaliseIban } from '@kelp/core/orbit'

/** The seller every invoice and credit note names, and the account it is paid to. */
export const sellerEnv = {
  SELLER_NAME: z
    .string()
    .min(1)
    .default('Kelp demo seller (test system)')
    .describe("the seller's legal name printed on invoices; required in production"),
  SELLER_STREET: z
    .string()
    .min(1)
    .default('Musterstraße 1')
    .describe("the seller's street and number on invoices; required in production"),
  SELLER_POSTCODE: z
    .string()
    .min(1)
    .default('10115')
    .describe("the seller's postcode on invoices; required in production"),
  SELLER_CITY: z
    .string()
    .min(1)
    .default('Berlin')
    .describe("the seller's city on invoices; required in production"),
  SELLER_COUNTRY: z
    .string()
    .regex(/^[A-Z]{2}$/)
    .default('DE')
    .describe("the seller's country (ISO 3166-1 alpha-2); VAT rules assume Germany"),
  SELLER_VAT_ID: z
    .string()
    .regex(/^[A-Z]{2}[0-9A-Z]{2,12}$/)
    .default('DE000000000')
    .describe("the seller's VAT id (USt-IdNr.) on invoices; required in production"),
  SELLER_IBAN: z
    .string()
    .transform(normaliseIban)
    .refine(isValidIban, 'is not a valid IBAN (country, check digits, account)')
    .default('DE89370400440532013000')
    .describe(
      "the seller's IBAN for payment by transfer (invoice, GiroCode, e-invoice); required in production (the default is a published example account, not Kelp's)",
    ),
  SELLER_BIC: z
    .string()
    .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/)
    .optional()
    .describe("the seller's BIC on invoices; optional for SEPA transfers"),
  SELLER_BANK: z
    .string()
    .min(1)
    .default('Demo bank (test system, do not pay)')
    .describe("the seller's bank name printed with the IBAN; required in production"),
  SELLER_EMAIL: z
    .email()
    .optional()
    .describe('the e-mail address invoices name for questions (the e-invoice contact)'),
}
