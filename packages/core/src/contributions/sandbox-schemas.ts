import { z } from 'zod'
import { localeSchema } from '../http'
import { portfolioIdSchema } from './portfolios'
import { frequencySchema } from './schemas'

export const sandboxSessionParamsSchema = z.object({ id: z.string().min(1).max(100) })

/** GET /api/payments/sandbox/sessions/{id}: what the sandbox payment page shows. */
export const sandboxSessionSchema = z
  .object({
    id: z.string(),
    status: z.enum(['open', 'complete', 'expired']),
    frequency: frequencySchema,
    amount: z.int().describe('EUR cents per charge'),
    currency: z.string(),
    tonnes: z.int().describe('t CO2e a year'),
    portfolio: portfolioIdSchema.nullable().describe('Contributions; null for an order'),
    orderNumber: z.string().nullable().describe("A self-service order's number; else null"),
    locale: localeSchema,
    successUrl: z.string().describe('Where to go after paying (path on the web origin)'),
    cancelUrl: z.string().describe('Where to go after abandoning (path on the web origin)'),
  })
  .describe('SandboxSession')
export type SandboxSession = z.infer<typeof sandboxSessionSchema>

/** POST /api/payments/sandbox/sessions/{id}/pay */
export const sandboxPayBodySchema = z
  .object({
    email: z.string().trim().toLowerCase().min(3).max(254).pipe(z.email()),
    name: z.string().trim().min(1).max(200).describe('Name on the card'),
    cardNumber: z.string().trim().min(1).max(30).describe('Digits, spaces allowed'),
    expiry: z.string().trim().min(1).max(7).describe('MM/YY'),
    cvc: z.string().trim().min(1).max(4),
  })
  .describe('SandboxPayment')
export type SandboxPayBody = z.infer<typeof sandboxPayBodySchema>

export const sandboxRedirectSchema = z
  .object({
    status: z.enum(['paid', 'abandoned']),
    redirectUrl: z.string().describe('Path on the web origin to navigate to'),
  })
  .describe('SandboxRedirect')

/** POST /api/payments/sandbox/subscriptions/{id}/advance: bill the next month now. */
export const sandboxAdvanceResponseSchema = z
  .object({
    invoiceStatus: z.enum(['paid', 'failed']),
    nextBillingDate: z.iso.datetime(),
  })
  .describe('SandboxAdvance')

export const webhookResponseSchema = z.object({ received: z.literal(true) })
