import { index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core'
import { timestamps } from './common'

/** Who did what to which record; operator actions and security events land here. */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    subject: text('subject').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    ...timestamps,
  },
  (t) => [
    index('audit_log_subject_idx').on(t.subject),
    index('audit_log_created_idx').on(t.createdAt),
  ],
)
