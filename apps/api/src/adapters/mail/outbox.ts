import { desc, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { mailOutbox } from '../../db/schema/mail'
import { renderMail } from '../../lib/mail/render'
import type { MailDraft } from '../../lib/mail/draft'
import type { Mailer } from './mailer'
import type { MailRelay } from './relay'

/**
 * Renders mail into the one layout and stores it in `mail_outbox`, one insert per mail (in the
 * caller's transaction where it gives one). Given a relay (SMTP configured), the row is due for
 * delivery at once and the relay is woken once it is committed; otherwise the dev mailbox shows it.
 */
export function createOutboxMailer(
  db: Database,
  { from, webOrigin }: { from: string; webOrigin: string },
  relay?: MailRelay,
): Mailer {
  const store = async (target: Database, draft: MailDraft) => {
    const message = await renderMail(draft, webOrigin)
    await target.insert(mailOutbox).values({
      from,
      to: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers ?? null,
      deliverAfter: relay ? sql`now()` : null,
    })
  }
  const wake = () => relay?.wake()
  return {
    kind: relay ? 'smtp' : 'outbox',
    send: async (draft) => {
      await store(db, draft)
      wake()
    },
    sendInTransaction: async (tx, draft) => {
      await store(tx, draft)
      return wake
    },
  }
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
