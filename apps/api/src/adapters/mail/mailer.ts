import type { Database } from '../../db/client'
import type { MailDraft } from '../../lib/mail/draft'

/** What features send mail through (`deps.mailer`); the adapter behind it is chosen by env. */
export interface Mailer {
  /** `smtp`: the relay delivers from the outbox (nodemailer); `outbox`: kept for the dev mailbox. */
  readonly kind: 'smtp' | 'outbox'
  /** Renders the draft into the mail layout and stores it for delivery. */
  send(draft: MailDraft): Promise<void>
  /**
   * Renders the draft and stores it in the caller's transaction: the mail exists exactly when
   * what it tells of was committed, with one commit for both. Answers the step that starts the
   * delivery, for the caller to take after the commit (a relay would not see the mail before).
   */
  sendInTransaction(tx: Database, draft: MailDraft): Promise<() => void>
}
