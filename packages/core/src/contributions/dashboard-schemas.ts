import { z } from 'zod'
import { localeSchema } from '../http'
import { TAILORED_THRESHOLD_TONNES } from './constants'
import { portfolioIdSchema } from './portfolios'
import {
  businessSettingsSchema,
  contributionStatusSchema,
  customSettingsSchema,
  emissionTypeSchema,
  frequencySchema,
  personalSettingsSchema,
} from './schemas'

/** The calculator's inputs, as one footprint (the emission type with its settings). */
const footprintSchema = z.discriminatedUnion('emissionType', [
  personalSettingsSchema.extend({ emissionType: z.literal('personal') }),
  businessSettingsSchema.extend({ emissionType: z.literal('business') }),
  customSettingsSchema.extend({ emissionType: z.literal('custom') }),
])

const email = z.string().trim().toLowerCase().min(3).max(254).pipe(z.email())

/** POST /api/contribution/dashboard and POST /api/stripe/resend-magic-link. */
export const magicLinkRequestBodySchema = z
  .object({ email: email.describe('E-mail used at checkout'), locale: localeSchema.optional() })
  .describe('MagicLinkRequest')
/** Always the same answer, whether or not the e-mail is known. */
export const magicLinkRequestResponseSchema = z
  .object({ status: z.literal('sent') })
  .describe('MagicLinkRequested')

/** POST /api/stripe/validate-magic-link */
export const validateMagicLinkBodySchema = z
  .object({ code: z.string().min(20).max(200).describe('The code from the e-mailed link') })
  .describe('ValidateMagicLink')

export const invoiceRowSchema = z.object({
  invoiceId: z.uuid(),
  date: z.iso.datetime(),
  type: frequencySchema,
  status: z.enum(['paid', 'failed']),
  amount: z.int().describe('EUR cents'),
  kg: z.int().describe('kg CO2e retired (0 unless paid)'),
  certificateNumber: z.string().nullable(),
})

export const dashboardContributionSchema = z.object({
  id: z.uuid(),
  subscriptionId: z.string().nullable(),
  frequency: frequencySchema,
  portfolio: portfolioIdSchema,
  emissionType: emissionTypeSchema,
  tonnes: z.int().describe('Targeted emissions, t CO2e a year'),
  footprint: footprintSchema
    .nullable()
    .describe("The calculator's inputs at checkout, while they still give these tonnes"),
  amount: z.int().describe('EUR cents per charge'),
  currency: z.string(),
  status: contributionStatusSchema,
  active: z.boolean().describe('A monthly subscription that is not cancelled'),
  nextBillingDate: z.iso.datetime().nullable(),
  canceledAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  history: z.array(invoiceRowSchema).describe('Newest first'),
})
export type DashboardContribution = z.infer<typeof dashboardContributionSchema>

export const dashboardSchema = z
  .object({
    email: z.string(),
    customerId: z.string(),
    contributions: z.array(dashboardContributionSchema).describe('Newest first'),
  })
  .describe('ContributionDashboard')
export type Dashboard = z.infer<typeof dashboardSchema>

export const dashboardSessionSchema = z
  .object({
    token: z.string().describe('Send as X-Contribution-Token on dashboard calls'),
    expiresAt: z.iso.datetime(),
    dashboard: dashboardSchema,
  })
  .describe('DashboardSession')
export type DashboardSession = z.infer<typeof dashboardSessionSchema>

/** POST /api/stripe/create-customer-portal-session (X-Contribution-Token required). */
export const customerPortalBodySchema = z
  .object({
    customerId: z.string().min(1).max(255),
    returnUrl: z.string().min(1).max(2000).describe('Kelp page to come back to'),
  })
  .describe('CustomerPortalRequest')
export const urlResponseSchema = z.object({ url: z.string() }).describe('Redirect')

/** POST /api/stripe/modify-subscription (X-Contribution-Token required). */
export const modifySubscriptionBodySchema = z
  .object({
    subscriptionId: z.string().min(1).max(255),
    amount: z.int().min(1).describe('New monthly EUR cents; must equal the calculator price'),
    emissions: z.int().min(1).max(TAILORED_THRESHOLD_TONNES).describe('New t CO2e a year'),
    portfolio: portfolioIdSchema,
    locale: localeSchema,
  })
  .describe('ModifySubscription')
export type ModifySubscriptionBody = z.infer<typeof modifySubscriptionBodySchema>

/** POST /api/contribution/cancel-subscription (X-Contribution-Token required). */
export const cancelSubscriptionBodySchema = z
  .object({ subscriptionId: z.string().min(1).max(255) })
  .describe('CancelSubscription')

/** Requested changes take effect when the provider's event arrives. */
export const changeRequestedResponseSchema = z
  .object({ status: z.literal('requested') })
  .describe('ChangeRequested')

/** POST (body) or GET (query) /api/contribution/retirement-certificate */
export const certificateRequestSchema = z
  .object({
    invoice_id: z.uuid().describe('Invoice the certificate is for'),
    locale: localeSchema.default('en'),
    signature: z
      .string()
      .max(200)
      .optional()
      .describe('From the receipt e-mail link; or send X-Contribution-Token instead'),
  })
  .describe('CertificateRequest')
