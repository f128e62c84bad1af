import { desc, sql } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { mailOutbox } from '../../db/schema/mail'
import { renderMail } from '../../lib/mail/render'
import type { MailMessage } from '../../lib/mail/draft'
import type { Mailer } from './mailer'
import type { MailRelay } from './relay'

/**
 * Renders mail into the one layout and stores it in `mail_outbox`, one insert per mail. Given a
 * relay (SMTP configured), the row is due for delivery at once and the relay is woken;
 * otherwise the dev mailbox shows it.
 */
export function createOutboxMailer(
  db: Database,
  { from, webOrigin }: { from: string; webOrigin: string },
  relay?: MailRelay,
): Mailer {
  const insert = async (message: MailMessage) => {
    await db.insert(mailOutbox).values({
      from,
      to: message.to,
      replyTo: message.replyTo ?? null,
      subject: message.subject,
      text: message.text,
      html: message.html,
      headers: message.headers ?? null,
      deliverAfter: relay ? sql`now()` : null,
    })
    relay?.wake()
  }
  return {
    kind: relay ? 'smtp' : 'outbox',
    send: async (draft) => insert(await renderMail(draft, webOrigin)),
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
