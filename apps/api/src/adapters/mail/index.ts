import type { FastifyInstance } from 'fastify'
import type { Env } from '../../config/env'
import type { Database } from '../../db/client'
import type { Mailer } from './mailer'
import { createOutboxMailer } from './outbox'
import { createMailRelay } from './relay'
import { createSmtpTransport } from './smtp'

export type { Mailer, MailMessage } from './mailer'
export { listOutbox, type OutboxMail } from './outbox'

/**
 * Mail is always written to the outbox first. With `SMTP_URL` a relay delivers it from there
 * (nodemailer), so a request never waits for the mail server or fails with it; without, the
 * outbox keeps it for the dev mailbox.
 */
export function createMailer(env: Env, db: Database, app: FastifyInstance): Mailer {
  if (!env.SMTP_URL) return createOutboxMailer(db, env.MAIL_FROM)
  const smtp = createSmtpTransport(env.SMTP_URL)
  const relay = createMailRelay(db, smtp.send, { log: app.log })
  app.addHook('onClose', async () => {
    await relay.stop()
    smtp.close()
  })
  return createOutboxMailer(db, env.MAIL_FROM, relay)
}
