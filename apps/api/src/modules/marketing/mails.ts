import type { Locale } from '@kelp/core/http'
import type { MailMessage } from '../../adapters/mail'

interface ContactMailInput {
  firstName: string
  lastName: string
  email: string
  phone: string
  message: string
  locale: Locale
  salesInbox: string
}

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)
const html = (lines: string[]) => lines.map((l) => `<p>${escape(l)}</p>`).join('')

/** The request for the sales inbox (internal, English) and the sender's confirmation. */
export function contactMails(c: ContactMailInput): MailMessage[] {
  const sales = [
    `New contact request from ${c.firstName} ${c.lastName} <${c.email}>.`,
    `Phone: ${c.phone}. Language: ${c.locale}.`,
    `Message: ${c.message}`,
  ]
  const confirm =
    c.locale === 'de'
      ? [
          `Hallo ${c.firstName},`,
          'vielen Dank für Ihre Nachricht. Eine Klimaberaterin oder ein Klimaberater von Kelp meldet sich innerhalb eines Werktags bei Ihnen.',
          `Ihre Nachricht: ${c.message}`,
          'Ihr Kelp-Team',
        ]
      : [
          `Hello ${c.firstName},`,
          'thank you for your message. A Kelp climate advisor will get back to you within one working day.',
          `Your message: ${c.message}`,
          'Your Kelp team',
        ]
  return [
    {
      to: c.salesInbox,
      replyTo: c.email,
      subject: `Contact request: ${c.firstName} ${c.lastName}`,
      text: sales.join('\n'),
      html: html(sales),
    },
    {
      to: c.email,
      subject: c.locale === 'de' ? 'Wir haben Ihre Nachricht erhalten' : 'We received your message',
      text: confirm.join('\n\n'),
      html: html(confirm),
    },
  ]
}

interface WebinarMailInput {
  email: string
  firstName: string
  webinarId: string
  startsAt: string
  locale: Locale
}

/** Confirmation of a webinar registration, with the start time in Berlin time. */
export function webinarMail(w: WebinarMailInput): MailMessage {
  const when = new Intl.DateTimeFormat(w.locale === 'de' ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(w.startsAt))
  const lines =
    w.locale === 'de'
      ? [
          `Hallo ${w.firstName},`,
          `Sie sind für unser Webinar am ${when} (Berliner Zeit) angemeldet. Den Link zur Teilnahme senden wir Ihnen am Vortag.`,
          'Ihr Kelp-Team',
        ]
      : [
          `Hello ${w.firstName},`,
          `you are registered for our webinar on ${when} (Berlin time). We will send you the link to join the day before.`,
          'Your Kelp team',
        ]
  return {
    to: w.email,
    subject:
      w.locale === 'de' ? 'Ihre Webinar-Anmeldung bei Kelp' : 'Your Kelp webinar registration',
    text: lines.join('\n\n'),
    html: html(lines),
  }
}
