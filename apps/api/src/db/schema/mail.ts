import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { timestamps } from './common'

/** Mail kept instead of sent when no SMTP server is configured (the embedded mail adapter). */
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
    ...timestamps,
  },
  (t) => [index('mail_outbox_created_idx').on(t.createdAt), index('mail_outbox_to_idx').on(t.to)],
)
