import type { FastifyInstance } from 'fastify'
import type { Env } from '../../config/env'
import type { Database } from '../../db/client'
import type { Mailer } from './mailer'
import { createOutboxMailer } from './outbox'
import { createSmtpMailer } from './smtp'

export type { Mailer, MailMessage } from './mailer'
export { listOutbox, type OutboxMail } from './outbox'

/** nodemailer over SMTP when `SMTP_URL` is set, otherwise the database outbox. */
export function createMailer(env: Env, db: Database, app?: FastifyInstance): Mailer {
  if (!env.SMTP_URL) return createOutboxMailer(db, env.MAIL_FROM)
  const smtp = createSmtpMailer(env.SMTP_URL, env.MAIL_FROM)
  app?.addHook('onClose', async () => smtp.close())
  return smtp
}
