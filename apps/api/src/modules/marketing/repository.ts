import type { Database } from '../../db/client'
import { contactRequests, webinarRegistrations } from '../../db/schema/marketing'

export type NewContactRequest = typeof contactRequests.$inferInsert

export async function insertContactRequest(db: Database, values: NewContactRequest) {
  const [row] = await db
    .insert(contactRequests)
    .values(values)
    .returning({ id: contactRequests.id })
  return row!
}

export type NewWebinarRegistration = typeof webinarRegistrations.$inferInsert

/** Inserts a registration; a repeat sign-up for the same webinar returns the existing row. */
export async function upsertWebinarRegistration(db: Database, values: NewWebinarRegistration) {
  const [row] = await db
    .insert(webinarRegistrations)
    .values(values)
    .onConflictDoUpdate({
      target: [webinarRegistrations.webinarId, webinarRegistrations.email],
      set: { firstName: values.firstName, lastName: values.lastName, locale: values.locale },
    })
    .returning({ id: webinarRegistrations.id })
  return row!
}
