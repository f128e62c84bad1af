import { z } from 'zod'
import { RETIREMENT_BENEFICIARY_MAX, RETIREMENT_PURPOSE_MAX } from '../portfolio/constants'
import { v1MetadataSchema } from './metadata'
import { v1ListSchema } from './paging'
import { quantityKg, tonnesAlias, v1InventorySchema, year } from './schemas'

export const v1RetireBodySchema = z
  .object({
    projectId: z.uuid(),
    vintage: year,
    quantityKg: quantityKg.optional(),
    tonnes: tonnesAlias.optional(),
    beneficiary: z.string().trim().min(1).max(RETIREMENT_BENEFICIARY_MAX),
    purpose: z.string().trim().min(1).max(RETIREMENT_PURPOSE_MAX).optional(),
    metadata: v1MetadataSchema.optional(),
  })
  .refine((b) => (b.quantityKg === undefined) !== (b.tonnes === undefined), {
    message: 'Send quantityKg (or the deprecated tonnes), not both.',
    path: ['quantityKg'],
  })
  .meta({ id: 'RetirementRequest' })
export type V1RetireBody = z.infer<typeof v1RetireBodySchema>

export const v1RetirementSchema = z
  .object({
    id: z.uuid(),
    status: z.enum(['requested', 'confirmed']).describe('confirmed once the registry retired it'),
    inventory: v1InventorySchema,
    projectId: z.uuid(),
    vintage: z.number().int(),
    quantityKg: z.number().int(),
    tonnes: z.number().describe('Deprecated: quantityKg / 1000'),
    beneficiary: z.string(),
    purpose: z.string().nullable(),
    certificateNumber: z.string().nullable(),
    serialStart: z
      .string()
      .nullable()
      .describe('Registry serials once confirmed; sandbox serials start with TEST-'),
    serialEnd: z.string().nullable(),
    registryReference: z.string().nullable(),
    verificationUrl: z.string().nullable().describe('Public verification page (live only)'),
    metadata: v1MetadataSchema,
    requestedAt: z.iso.datetime(),
    confirmedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'Retirement' })
export type V1Retirement = z.infer<typeof v1RetirementSchema>
export const v1RetirementListSchema = v1ListSchema(v1RetirementSchema, 'RetirementList')

export const v1CertificateLinkSchema = z
  .object({
    retirementId: z.uuid(),
    certificateNumber: z.string(),
    url: z.string().describe('A short-lived link to the certificate PDF'),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'CertificateLink' })
export type V1CertificateLink = z.infer<typeof v1CertificateLinkSchema>
