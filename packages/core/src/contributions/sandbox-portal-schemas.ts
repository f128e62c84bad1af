import { z } from 'zod'
import { localeSchema } from '../http'
import { sandboxPayBodySchema } from './sandbox-schemas'

/** GET /api/payments/sandbox/portal/{id}: what the sandbox customer portal shows. */
export const sandboxPortalSchema = z
  .object({
    id: z.string(),
    email: z.string().describe("The customer's e-mail address"),
    cardLast4: z.string().nullable().describe('Last four digits of the card on file'),
    locale: localeSchema,
    returnUrl: z.string().describe('Where "Return to Kelp" goes (path on the web origin)'),
  })
  .describe('SandboxPortal')
export type SandboxPortal = z.infer<typeof sandboxPortalSchema>

/** POST /api/payments/sandbox/portal/{id}/payment-method: the new card on file. */
export const sandboxCardBodySchema = sandboxPayBodySchema
  .omit({ email: true })
  .describe('SandboxCard')
export type SandboxCardBody = z.infer<typeof sandboxCardBodySchema>

export const sandboxCardUpdatedSchema = z
  .object({
    status: z.literal('updated'),
    cardLast4: z.string().describe('Last four digits of the new card on file'),
  })
  .describe('SandboxCardUpdated')
