import nodemailer from 'nodemailer'
import type { MailTransport } from './relay'

/**
 * Sends through an SMTP server (`SMTP_URL`, e.g. `smtp://user:pass@host:587`) over a small
 * pool of connections, which the relay's batches share.
 */
/**
 * Longest wait to connect and for the server's greeting (nodemailer's defaults are two minutes
 * and 30 s): a hung relay fails the attempt, which is retried from the outbox.
 */
export const SMTP_CONNECT_TIMEOUT_MS = 10_000

export function createSmtpTransport(smtpUrl: string): { send: MailTransport; close(): void } {
  const url = new URL(smtpUrl)
  url.searchParams.set('pool', 'true')
  if (!url.searchParams.has('maxConnections')) url.searchParams.set('maxConnections', '5')
  for (const option of ['connectionTimeout', 'greetingTimeout']) {
    if (!url.searchParams.has(option)) url.searchParams.set(option, String(SMTP_CONNECT_TIMEOUT_MS))
  }
  const transport = nodemailer.createTransport(url.toString())
  return {
    send: async (message) => {
      await transport.sendMail(message)
    },
    close: () => transport.close(),
  }
}
