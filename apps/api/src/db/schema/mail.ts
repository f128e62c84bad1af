import { sql } from 'drizzle-orm'
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import { timestamps } from './common'

/**
 * Every outgoing mail. Without SMTP it is kept here for the dev mailbox (the embedded
 * adapter); with SMTP it is written here first and the relay delivers it (decision 098):
 * `deliver_after` is when the relay may next try (null: never), `sent_at` when it was sent.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    from: text('from').notNull(),
    to: text('to').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** Extra headers (List-Unsubscribe, List-Unsubscribe-Post) as name → value. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    deliverAfter: timestamp('deliver_after', { withTimezone: true }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    ...timestamps,
  },
  (t) => [
    index('mail_outbox_created_idx').on(t.createdAt),
    index('mail_outbox_to_idx').on(t.to),
    index('mail_outbox_due_idx')
      .on(t.deliverAfter)
      .where(sql`${t.sentAt} is null and ${t.deliverAfter} is not null`),
  ],
)
