import nodemailer from 'nodemailer'
import type { Mailer, MailMessage } from './mailer'

/** Sends through an SMTP server (`SMTP_URL`, e.g. `smtp://user:pass@host:587`). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer & { close(): void } {
  const transport = nodemailer.createTransport(smtpUrl)
  return {
    kind: 'smtp',
    async send(message: MailMessage) {
      await transport.sendMail({ from, ...message })
    },
    close: () => transport.close(),
  }
}
