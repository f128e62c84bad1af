import { z } from 'zod'
import { BILLING_COUNTRIES } from './billing-countries'

const line = (max: number, what: string) => z.string().trim().min(1).max(max).describe(what)

const billingFields = {
  legalName: line(200, 'Registered name of the company'),
  street: line(200, 'Street and number'),
  postcode: line(20, 'Postcode'),
  city: line(100, 'City'),
  country: z.enum(BILLING_COUNTRIES).describe('ISO 3166-1 alpha-2 country code, e.g. DE'),
}

/** The buyer's details every invoice must name (company admins keep them up to date). */
export const companyBillingSchema = z
  .object({
    ...billingFields,
    vatId: z
      .string()
      .trim()
      .transform((v) => v.replaceAll(/[\s.-]/g, '').toUpperCase())
      .pipe(z.string().regex(/^[A-Z]{2}[0-9A-Z]{2,12}$/))
      .nullable()
      .describe('VAT identification number; needed for reverse charge within the EU'),
  })
  .describe('CompanyBillingBody')
export type CompanyBilling = z.infer<typeof companyBillingSchema>

/** As stored (the VAT id already normalised). */
export const companyBillingViewSchema = z
  .object({ ...billingFields, vatId: z.string().nullable() })
  .describe('CompanyBilling')

export const companyBillingResponseSchema = z
  .object({
    billing: companyBillingViewSchema.nullable(),
    sellerCountry: z
      .string()
      .describe(
        'Country Kelp invoices from: with the billing country and VAT id it sets the VAT (invoiceAmounts in @kelp/core/orbit)',
      ),
  })
  .describe('CompanyBillingResponse')
export type CompanyBillingResponse = z.infer<typeof companyBillingResponseSchema>
