import { desc, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { groupCommit } from '../../lib/group-commit'
import { mailOutbox } from '../../db/schema/mail'
import type { Mailer, MailMessage } from './mailer'

/**
 * The embedded default: mail is stored in `mail_outbox` and shown by the dev mailbox. Mail sent
 * at the same moment is inserted by one statement (group commit, decision 094).
 */
export function createOutboxMailer(db: Database, from: string): Mailer {
  const insert = groupCommit<MailMessage, void>(async (jobs) => {
    await db.insert(mailOutbox).values(
      jobs.map(({ input: message }) => ({
        from,
        to: message.to,
        replyTo: message.replyTo ?? null,
        subject: message.subject,
        text: message.text,
        html: message.html,
      })),
    )
    for (const job of jobs) job.resolve()
  })
  return { kind: 'outbox', send: insert }
}

export type OutboxMail = typeof mailOutbox.$inferSelect

/** The newest mail first, optionally only mail to one address. */
export async function listOutbox(
  db: Database,
  options: { to?: string; limit?: number } = {},
): Promise<OutboxMail[]> {
  const where = options.to ? sql`lower(${mailOutbox.to}) = ${options.to.toLowerCase()}` : undefined
  return db
    .select()
    .from(mailOutbox)
    .where(where)
    .orderBy(desc(mailOutbox.createdAt))
    .limit(options.limit ?? 100)
}
