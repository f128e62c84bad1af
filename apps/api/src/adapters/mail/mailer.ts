import type { MailDraft } from '../../lib/mail/draft'

/** One rendered e-mail; always both a plain-text and an HTML body. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
  /** Extra headers, such as List-Unsubscribe and List-Unsubscribe-Post on subscribed mail. */
  headers?: Record<string, string>
}

/** What features send mail through (`app.mailer`); the adapter behind it is chosen by env. */
export interface Mailer {
  /** `smtp`: the relay delivers from the outbox (nodemailer); `outbox`: kept for the dev mailbox. */
  readonly kind: 'smtp' | 'outbox'
  /** Renders the draft into the mail layout and stores it for delivery. */
  send(draft: MailDraft): Promise<void>
}
