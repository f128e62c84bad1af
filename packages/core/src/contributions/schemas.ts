import { z } from 'zod'
import { localeSchema } from '../http'
import {
  ADULTS_MAX,
  ADULTS_MIN,
  CHILDREN_MAX,
  CHILDREN_MIN,
  CONTRIBUTION_STATUSES,
  CUSTOM_TONNES_MAX,
  CUSTOM_TONNES_MIN,
  EMISSION_TYPES,
  EMPLOYEES_MAX,
  EMPLOYEES_MIN,
  FREQUENCIES,
  INDUSTRIES,
} from './constants'
import { portfolioIdSchema } from './portfolios'

export const industrySchema = z.enum(INDUSTRIES).describe('Industry (product.md §3, 19 options)')
export const frequencySchema = z.enum(FREQUENCIES).describe('monthly or once-off')
export const emissionTypeSchema = z.enum(EMISSION_TYPES).describe('Footprint mode')
export const contributionStatusSchema = z
  .enum(CONTRIBUTION_STATUSES)
  .describe('paid, pending, draft, failed or unknown (product.md §4)')
export type ContributionStatus = z.infer<typeof contributionStatusSchema>

const count = (min: number, max: number, what: string) => z.int().min(min).max(max).describe(what)
const centsSchema = z.int().min(1).max(100_000_000_00).describe('EUR cents')

export const personalSettingsSchema = z.strictObject({
  adults: count(ADULTS_MIN, ADULTS_MAX, 'Adults in the household'),
  children: count(CHILDREN_MIN, CHILDREN_MAX, 'Children in the household'),
})
export const businessSettingsSchema = z.strictObject({
  industry: industrySchema,
  employees: count(EMPLOYEES_MIN, EMPLOYEES_MAX, 'Number of employees'),
})
export const customSettingsSchema = z.strictObject({
  tonnes: count(CUSTOM_TONNES_MIN, CUSTOM_TONNES_MAX, 'Own footprint, t CO2e a year'),
})

const checkoutBase = {
  amount: centsSchema.describe('EUR cents per charge; must equal the calculator price'),
  frequency: frequencySchema,
  emissions: count(1, CUSTOM_TONNES_MAX, 'Targeted emissions, t CO2e a year (calculator)'),
  portfolio: portfolioIdSchema,
  locale: localeSchema,
  beneficiary: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .optional()
    .describe('The name printed on the certificates and shown on their public verification page'),
}

/** POST /api/stripe/create-checkout-session (product.md §7). */
export const createCheckoutSessionBodySchema = z
  .discriminatedUnion('emissionType', [
    z.object({
      ...checkoutBase,
      emissionType: z.literal('personal'),
      calculatorSettings: personalSettingsSchema,
    }),
    z.object({
      ...checkoutBase,
      emissionType: z.literal('business'),
      calculatorSettings: businessSettingsSchema,
    }),
    z.object({
      ...checkoutBase,
      emissionType: z.literal('custom'),
      calculatorSettings: customSettingsSchema,
    }),
  ])
  .describe('CreateCheckoutSession')
export type CreateCheckoutSessionBody = z.infer<typeof createCheckoutSessionBodySchema>

export const createCheckoutSessionResponseSchema = z
  .object({
    url: z.string().describe("Stripe's hosted page, or the sandbox page path on Kelp's origin"),
    sessionId: z.string(),
  })
  .describe('CheckoutSessionCreated')
export type CreateCheckoutSessionResponse = z.infer<typeof createCheckoutSessionResponseSchema>

/** GET /api/stripe/checkout-session?session_id&locale */
export const checkoutSessionQuerySchema = z.object({
  session_id: z.string().min(1).max(255).describe('Checkout session id'),
  locale: localeSchema.optional(),
})

export const checkoutSessionStatusSchema = z
  .object({
    sessionId: z.string(),
    status: contributionStatusSchema,
    frequency: frequencySchema,
    amount: z.int().describe('EUR cents per charge'),
    currency: z.string(),
    tonnes: z.int().describe('Targeted emissions, t CO2e a year'),
    portfolio: portfolioIdSchema,
    emissionType: emissionTypeSchema,
    email: z.string().nullable().describe('Known once the payment page is completed'),
    customerId: z.string().nullable(),
    subscriptionId: z.string().nullable().describe('Monthly contributions only'),
    nextBillingDate: z.iso.datetime().nullable(),
    latestInvoiceId: z.uuid().nullable().describe('Newest paid invoice (certificate)'),
  })
  .describe('CheckoutSessionStatus')
export type CheckoutSessionStatus = z.infer<typeof checkoutSessionStatusSchema>
