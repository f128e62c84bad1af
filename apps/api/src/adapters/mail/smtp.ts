import nodemailer from 'nodemailer'
import type { MailTransport } from './relay'

/**
 * Sends through an SMTP server (`SMTP_URL`, e.g. `smtp://user:pass@host:587`) over a small
 * pool of connections, which the relay's batches share.
 */
export function createSmtpTransport(smtpUrl: string): { send: MailTransport; close(): void } {
  const url = new URL(smtpUrl)
  url.searchParams.set('pool', 'true')
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '5')
  const transport = nodemailer.createTransport(url.toString())
  return {
    send: async (message) => {
      await transport.sendMail(message)
    },
    close: () => transport.close(),
  }
}
