import { render, toPlainText } from '@react-email/components'
import type { MailDraft, MailMessage } from './draft'
import { MailLayout } from './layout'

/**
 * The text part: a blank line between paragraphs (the layout's tables would otherwise squeeze
 * them onto consecutive lines), and headings keep their case (html-to-text shouts them).
 */
const TEXT_OPTIONS = {
  selectors: [
    { selector: 'p', options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'ul', options: { leadingLineBreaks: 2, trailingLineBreaks: 2 } },
    { selector: 'h1', options: { uppercase: false } },
    { selector: 'h2', options: { uppercase: false } },
  ],
}

/** The web app's home page in a language: English has no prefix, German is under /de. */
export const homeUrl = (origin: string, locale: MailDraft['locale']) =>
  `${origin.replace(/\/$/, '')}${locale === 'de' ? '/de' : '/'}`

/**
 * Renders a draft into the layout: the HTML part, the text part made from that HTML, and the
 * list headers of subscribed mail (List-Unsubscribe with one-click POST, RFC 8058).
 */
export async function renderMail(draft: MailDraft, webOrigin: string): Promise<MailMessage> {
  const html = await render(
    <MailLayout draft={draft} home={homeUrl(webOrigin, draft.locale)}>
      {draft.body}
    </MailLayout>,
  )
  const text = toPlainText(html, TEXT_OPTIONS).trim()
  const headers = draft.unsubscribe
    ? {
        'List-Unsubscribe': `<${draft.unsubscribe.oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      }
    : undefined
  return {
    to: draft.to,
    subject: draft.subject,
    text,
    html,
    ...(draft.replyTo ? { replyTo: draft.replyTo } : {}),
    ...(headers ? { headers } : {}),
  }
}
