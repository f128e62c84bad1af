import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core'
import { timestamps } from './common'

/**
 * Free e-mail course enrolments (product.md §3). One row per e-mail address; `round` counts
 * subscriptions, so jobs queued before an unsubscribe never deliver after a resubscribe.
 */
export const courseEnrolments = pgTable(
  'course_enrolments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    locale: text('locale').notNull(),
    /** 'active' | 'unsubscribed' | 'completed' */
    status: text('status').notNull().default('active'),
    round: integer('round').notNull().default(1),
    /** When the current round started; lesson n is due n - 1 intervals later. */
    roundStartedAt: timestamp('round_started_at', { withTimezone: true }).notNull().defaultNow(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    ...timestamps,
  },
  (t) => [uniqueIndex('course_enrolments_email_unique').on(t.email)],
)

/** Each lesson mailed to an enrolment, at most once (the unique index makes sure). */
export const courseLessonDeliveries = pgTable(
  'course_lesson_deliveries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enrolmentId: uuid('enrolment_id')
      .notNull()
      .references(() => courseEnrolments.id, { onDelete: 'cascade' }),
    lesson: integer('lesson').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('course_lesson_deliveries_unique').on(t.enrolmentId, t.lesson),
    index('course_lesson_deliveries_enrolment_idx').on(t.enrolmentId),
  ],
)
