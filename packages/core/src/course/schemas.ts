import { z } from 'zod'

/** Free e-mail course sign-up (product.md §3): first name, company e-mail, consent. */
export const courseEnrolmentBodySchema = z
  .object({
    firstName: z.string().trim().min(1).max(100).describe('First name'),
    email: z.string().trim().min(1).max(254).describe('Company e-mail (business rules apply)'),
    consent: z.literal(true).describe('Consent to receive the course e-mails'),
  })
  .describe('CourseEnrolment')
export type CourseEnrolmentBody = z.infer<typeof courseEnrolmentBodySchema>

export const courseEnrolmentResponseSchema = z
  .object({
    status: z
      .enum(['enrolled', 'already_enrolled', 'resumed', 'completed'])
      .describe('New enrolment, an active one, a resumed one after unsubscribing, or finished'),
  })
  .describe('CourseEnrolled')
export type CourseEnrolmentResponse = z.infer<typeof courseEnrolmentResponseSchema>

/** `<enrolment id>.<HMAC-SHA256, base64url>`; the signature is checked by the API. */
export const unsubscribeTokenSchema = z
  .string()
  .regex(/^[0-9a-f-]{36}\.[A-Za-z0-9_-]{43}$/)
  .describe('Signed unsubscribe token from a course e-mail')

export const courseUnsubscribeBodySchema = z
  .object({ token: unsubscribeTokenSchema })
  .describe('CourseUnsubscribe')
export type CourseUnsubscribeBody = z.infer<typeof courseUnsubscribeBodySchema>

/** One-click unsubscribe (RFC 8058): the token is in the URL of the List-Unsubscribe header. */
export const courseOneClickQuerySchema = z
  .object({ token: unsubscribeTokenSchema })
  .describe('CourseOneClickUnsubscribe')
/** What a mail client POSTs as application/x-www-form-urlencoded. */
export const courseOneClickBodySchema = z
  .object({ 'List-Unsubscribe': z.string().max(100).optional() })
  .optional()
  .describe('RFC 8058 body: List-Unsubscribe=One-Click')

export const courseUnsubscribeResponseSchema = z
  .object({ status: z.literal('unsubscribed') })
  .describe('CourseUnsubscribed')
