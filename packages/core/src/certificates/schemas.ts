import { z } from 'zod'

export const certificateIdParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[A-Za-z0-9_-]{22,64}$/)
    .describe('The public certificate id (random, url-safe)'),
})

export const certificateLineSchema = z
  .object({
    projectName: z.string(),
    registry: z.string().nullable(),
    registryId: z.string().nullable(),
    registryUrl: z.string().nullable().describe("The project's page in the registry"),
    vintage: z.number().int().nullable(),
    kg: z.number().int(),
    status: z.enum(['requested', 'confirmed']),
    serialStart: z.string().nullable(),
    serialEnd: z.string().nullable(),
    registryReference: z.string().nullable(),
  })
  .describe('CertificateLine')

/** The public facts of a certificate: no personal data beyond the chosen beneficiary name. */
export const certificateViewSchema = z
  .object({
    id: z.string(),
    kind: z.enum(['retirement', 'contribution']),
    number: z.string(),
    beneficiary: z.string().nullable(),
    retiredOn: z.iso.date(),
    purpose: z.string().nullable(),
    totalKg: z.number().int(),
    pendingKg: z.number().int(),
    demo: z.boolean().describe('Made by the demo seed: not a real retirement'),
    lines: z.array(certificateLineSchema),
  })
  .describe('CertificateView')
export type CertificateView = z.infer<typeof certificateViewSchema>
