import type { Locale } from '@kelp/core/http'
import type { MailMessage } from '../../adapters/mail'

interface EnquiryMailInput {
  email: string
  firstName: string
  lastName: string
  phone: string
  needs: string | null
  locale: Locale
  salesInbox: string
  project: { name: string; slug: string }
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const html = (lines: string[]) => lines.map((l) => `<p>${escape(l)}</p>`).join('')

/** The mail to the sales inbox (English, internal) and the confirmation in the sender's language. */
export function enquiryMails(e: EnquiryMailInput): MailMessage[] {
  const sales = [
    `New project enquiry for ${e.project.name} (${e.project.slug}).`,
    `From: ${e.firstName} ${e.lastName} <${e.email}>, phone ${e.phone}, language ${e.locale}.`,
    `Needs: ${e.needs ?? '-'}`,
  ]
  const confirm =
    e.locale === 'de'
      ? [
          `Hallo ${e.firstName},`,
          `vielen Dank für Ihre Anfrage zu ${e.project.name}. Unser Team meldet sich innerhalb von zwei Werktagen bei Ihnen.`,
          'Ihr Kelp-Team',
        ]
      : [
          `Hello ${e.firstName},`,
          `thank you for your enquiry about ${e.project.name}. Our team will get back to you within two working days.`,
          'Your Kelp team',
        ]
  return [
    {
      to: e.salesInbox,
      replyTo: e.email,
      subject: `Project enquiry: ${e.project.name}`,
      text: sales.join('\n'),
      html: html(sales),
    },
    {
      to: e.email,
      subject:
        e.locale === 'de'
          ? `Ihre Anfrage zu ${e.project.name}`
          : `Your enquiry about ${e.project.name}`,
      text: confirm.join('\n\n'),
      html: html(confirm),
    },
  ]
}
