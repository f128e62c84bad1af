import { z } from 'zod'

/**
 * When Kelp's webinars take place; titles and summaries live in the static site's `webinars`
 * collection (apps/site/src/content/webinars), which the site's build joins to this list.
 */
export const WEBINAR_SCHEDULE = [
  { id: 'csrd-credits-2027', startsAt: '2027-01-21T15:00:00Z', durationMinutes: 45 },
  { id: 'vcmi-gold-roadmap', startsAt: '2027-02-18T15:00:00Z', durationMinutes: 45 },
  { id: 'green-claims-after-2026', startsAt: '2026-10-08T14:00:00Z', durationMinutes: 45 },
  { id: 'removals-buyers-guide', startsAt: '2026-09-10T14:00:00Z', durationMinutes: 45 },
] as const

export function findWebinar(id: string) {
  return WEBINAR_SCHEDULE.find((webinar) => webinar.id === id)
}

export const webinarParamsSchema = z.object({
  id: z
    .string()
    .regex(/^[a-z0-9-]{1,80}$/)
    .describe('Webinar id'),
})

export const webinarRegistrationBodySchema = z
  .object({
    firstName: z.string().trim().min(1).max(100).describe('First name'),
    lastName: z.string().trim().min(1).max(100).describe('Last name'),
    email: z.string().trim().min(1).max(254).describe('Company e-mail (business rules apply)'),
    consent: z.literal(true).describe('Consent to receive the webinar e-mails'),
  })
  .describe('WebinarRegistration')
export type WebinarRegistrationBody = z.infer<typeof webinarRegistrationBodySchema>

export const webinarRegistrationResponseSchema = z
  .object({ id: z.uuid(), status: z.literal('registered') })
  .describe('WebinarRegistered')
export type WebinarRegistrationResponse = z.infer<typeof webinarRegistrationResponseSchema>
