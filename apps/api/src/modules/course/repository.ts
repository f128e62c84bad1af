import { and, eq, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { courseEnrolments, courseLessonDeliveries } from '../../db/schema/course'

export type Enrolment = typeof courseEnrolments.$inferSelect

export async function findEnrolmentByEmail(db: Database, email: string) {
  const [row] = await db.select().from(courseEnrolments).where(eq(courseEnrolments.email, email))
  return row
}

export async function findEnrolment(db: Database, id: string) {
  const [row] = await db.select().from(courseEnrolments).where(eq(courseEnrolments.id, id))
  return row
}

/** Inserts a new enrolment; a concurrent duplicate sign-up gets `undefined` back. */
export async function insertEnrolment(
  db: Database,
  values: { email: string; firstName: string; locale: string },
) {
  const [row] = await db
    .insert(courseEnrolments)
    .values(values)
    .onConflictDoNothing({ target: courseEnrolments.email })
    .returning()
  return row
}

/** Starts a new round after an unsubscribe; lessons already mailed are not mailed again. */
export async function resumeEnrolment(db: Database, id: string, firstName: string, locale: string) {
  const [row] = await db
    .update(courseEnrolments)
    .set({
      status: 'active',
      round: sql`${courseEnrolments.round} + 1`,
      roundStartedAt: new Date(),
      unsubscribedAt: null,
      firstName,
      locale,
    })
    .where(and(eq(courseEnrolments.id, id), eq(courseEnrolments.status, 'unsubscribed')))
    .returning()
  return row
}

export async function markUnsubscribed(db: Database, id: string) {
  await db
    .update(courseEnrolments)
    .set({ status: 'unsubscribed', unsubscribedAt: new Date() })
    .where(eq(courseEnrolments.id, id))
}

export async function markCompleted(db: Database, id: string) {
  await db
    .update(courseEnrolments)
    .set({ status: 'completed' })
    .where(and(eq(courseEnrolments.id, id), eq(courseEnrolments.status, 'active')))
}

export async function deliveredLessons(db: Database, enrolmentId: string): Promise<number[]> {
  const rows = await db
    .select({ lesson: courseLessonDeliveries.lesson })
    .from(courseLessonDeliveries)
    .where(eq(courseLessonDeliveries.enrolmentId, enrolmentId))
  return rows.map((r) => r.lesson)
}

/** Claims a lesson for mailing; false when it was already mailed (or is being mailed). */
export async function claimDelivery(db: Database, enrolmentId: string, lesson: number) {
  const rows = await db
    .insert(courseLessonDeliveries)
    .values({ enrolmentId, lesson })
    .onConflictDoNothing()
    .returning({ id: courseLessonDeliveries.id })
  return rows.length > 0
}

/** Gives a claim back when the mail could not be sent, so the job's retry can send it. */
export async function releaseDelivery(db: Database, enrolmentId: string, lesson: number) {
  await db
    .delete(courseLessonDeliveries)
    .where(
      and(
        eq(courseLessonDeliveries.enrolmentId, enrolmentId),
        eq(courseLessonDeliveries.lesson, lesson),
      ),
    )
}
