import { sql } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import type { Env } from '../../config/env'
import type { Database } from '../../db/client'
import type { Mailer } from './mailer'
import { createOutboxMailer } from './outbox'
import { createMailRelay } from './relay'
import { createSmtpTransport } from './smtp'

export type { Mailer } from './mailer'
export type { MailMessage } from '../../lib/mail/draft'
export type { MailDraft } from '../../lib/mail/draft'
export { listOutbox, type OutboxMail } from './outbox'

/**
 * Mail is always written to the outbox first. With `SMTP_URL` a relay delivers it from there
 * (nodemailer), so a request never waits for the mail server or fails with it; without, the
 * outbox keeps it for the dev mailbox.
 */
export function createMailer(env: Env, db: Database, app: FastifyInstance): Mailer {
  const sender = { from: env.MAIL_FROM, webOrigin: env.WEB_ORIGIN }
  if (!env.SMTP_URL) return createOutboxMailer(db, sender)
  const smtp = createSmtpTransport(env.SMTP_URL)
  const relay = createMailRelay(db, smtp.send, { log: app.log })
  app.addHook('onClose', async () => {
    await relay.stop()
    smtp.close()
  })
  app.readyChecks.set('mail', () => relayStall(db))
  return createOutboxMailer(db, sender, relay)
}

/** Mail due this long ago and still unsent means the relay is not getting through. */
export const MAIL_STALL_MINUTES = 15

/** The relay's backlog, as a problem when the oldest due mail has waited too long. */
async function relayStall(db: Database): Promise<string | undefined> {
  const result = (await db.execute(sql`
    select count(*)::int as overdue from mail_outbox
    where sent_at is null and deliver_after < now() - make_interval(mins => ${MAIL_STALL_MINUTES})
  `)) as unknown as { rows: { overdue: number }[] }
  const overdue = Number(result.rows[0]?.overdue ?? 0)
  return overdue > 0
    ? `${overdue} mail overdue by more than ${MAIL_STALL_MINUTES} minutes: SMTP relay stalled`
    : undefined
}
