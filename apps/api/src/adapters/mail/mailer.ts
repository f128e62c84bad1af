/** One outgoing e-mail; always both a plain-text and an HTML body. */
export interface MailMessage {
  to: string
  subject: string
  text: string
  html: string
  replyTo?: string
}

/** What features send mail through (`app.mailer`); the adapter behind it is chosen by env. */
export interface Mailer {
  /** `smtp`: the relay delivers from the outbox (nodemailer); `outbox`: kept for the dev mailbox. */
  readonly kind: 'smtp' | 'outbox'
  send(message: MailMessage): Promise<void>
}
