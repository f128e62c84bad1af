import type { MailDraft } from '../../lib/mail/draft'

/** What features send mail through (`deps.mailer`); the adapter behind it is chosen by env. */
export interface Mailer {
  /** `smtp`: the relay delivers from the outbox (nodemailer); `outbox`: kept for the dev mailbox. */
  readonly kind: 'smtp' | 'outbox'
  /** Renders the draft into the mail layout and stores it for delivery. */
  send(draft: MailDraft): Promise<void>
}
