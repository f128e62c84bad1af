import { z } from 'zod'

export const CONTACT_MESSAGE_MAX = 5000

const name = (what: string) => z.string().trim().min(1).max(100).describe(what)

/** Contact form (product.md §3): first name, last name, company e-mail, phone, message, consent. */
export const contactBodySchema = z
  .object({
    firstName: name('First name'),
    lastName: name('Last name'),
    email: z.string().trim().min(1).max(254).describe('Company e-mail (business rules apply)'),
    phone: z.string().trim().min(1).max(30).describe('Phone number'),
    message: z.string().trim().min(1).max(CONTACT_MESSAGE_MAX).describe('What the visitor needs'),
    consent: z.literal(true).describe('Consent to being contacted about this request'),
  })
  .describe('ContactRequest')
export type ContactBody = z.infer<typeof contactBodySchema>

export const contactResponseSchema = z
  .object({ id: z.uuid().describe('Stored request id'), status: z.literal('received') })
  .describe('ContactRequestReceived')
export type ContactResponse = z.infer<typeof contactResponseSchema>

export * from './webinar-time'
export * from './webinars'
