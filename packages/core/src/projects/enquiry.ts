import { z } from 'zod'

export const ENQUIRY_NEEDS_MAX = 2000

/** Project enquiry form (product.md §3): company e-mail, first name, last name, phone, needs. */
export const projectEnquiryBodySchema = z
  .object({
    email: z.string().trim().min(1).max(254).describe('Company e-mail (business rules apply)'),
    firstName: z.string().trim().min(1).max(100).describe('First name'),
    lastName: z.string().trim().min(1).max(100).describe('Last name'),
    phone: z.string().trim().min(1).max(30).describe('Phone number'),
    needs: z.string().trim().max(ENQUIRY_NEEDS_MAX).optional().describe('Free-text needs'),
  })
  .describe('ProjectEnquiry')
export type ProjectEnquiryBody = z.infer<typeof projectEnquiryBodySchema>

export const projectIdParamsSchema = z.object({ id: z.uuid().describe('Project id') })

export const projectEnquiryResponseSchema = z
  .object({ id: z.uuid(), status: z.literal('received') })
  .describe('ProjectEnquiryReceived')
