import type { Locale } from '@kelp/core/http'
import type { ReactNode } from 'react'

/**
 * A mail before rendering: who gets it, its subject and its body built from the mail kit
 * (components.tsx). The mailer renders it into the one layout with an HTML and a text part.
 */
export interface MailDraft {
  to: string
  replyTo?: string
  subject: string
  locale: Locale
  /** The line mail clients show after the subject. */
  preview?: string
  body: ReactNode
  /**
   * Mail someone subscribed to (the course, marketing): the reason they get it, the page that
   * unsubscribes, and the URL a mail client POSTs to for one-click unsubscribe (RFC 8058).
   */
  unsubscribe?: { reason: string; page: string; oneClick: string }
}

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
