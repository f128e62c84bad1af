import type { Locale } from '@kelp/core/http'
import { P, Quote, type MailDraft } from '../../lib/mail'

interface ContactMailInput {
  firstName: string
  lastName: string
  email: string
  phone: string
  message: string
  locale: Locale
  salesInbox: string
}

/** The request for the sales inbox (internal, English) and the sender's confirmation. */
export function contactMails(c: ContactMailInput): MailDraft[] {
  const de = c.locale === 'de'
  return [
    {
      to: c.salesInbox,
      replyTo: c.email,
      locale: 'en',
      subject: `Contact request: ${c.firstName} ${c.lastName}`,
      body: (
        <>
          <P>{`New contact request from ${c.firstName} ${c.lastName} <${c.email}>.`}</P>
          <P>{`Phone: ${c.phone}. Language: ${c.locale}.`}</P>
          <P>Message:</P>
          <Quote>{c.message}</Quote>
        </>
      ),
    },
    {
      to: c.email,
      locale: c.locale,
      subject: de ? 'Wir haben Ihre Nachricht erhalten' : 'We received your message',
      body: (
        <>
          <P>{de ? `Hallo ${c.firstName},` : `Hello ${c.firstName},`}</P>
          <P>
            {de
              ? 'vielen Dank für Ihre Nachricht. Eine Klimaberaterin oder ein Klimaberater von Kelp meldet sich innerhalb eines Werktags bei Ihnen.'
              : 'thank you for your message. A Kelp climate advisor will get back to you within one working day.'}
          </P>
          <P>{de ? 'Ihre Nachricht:' : 'Your message:'}</P>
          <Quote>{c.message}</Quote>
          <P>{de ? 'Ihr Kelp-Team' : 'Your Kelp team'}</P>
        </>
      ),
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
export function webinarMail(w: WebinarMailInput): MailDraft {
  const de = w.locale === 'de'
  const when = new Intl.DateTimeFormat(de ? 'de-DE' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'Europe/Berlin',
  }).format(new Date(w.startsAt))
  return {
    to: w.email,
    locale: w.locale,
    subject: de ? 'Ihre Webinar-Anmeldung bei Kelp' : 'Your Kelp webinar registration',
    body: (
      <>
        <P>{de ? `Hallo ${w.firstName},` : `Hello ${w.firstName},`}</P>
        <P>
          {de
            ? `Sie sind für unser Webinar am ${when} (Berliner Zeit) angemeldet. Den Link zur Teilnahme senden wir Ihnen am Vortag.`
            : `you are registered for our webinar on ${when} (Berlin time). We will send you the link to join the day before.`}
        </P>
        <P>{de ? 'Ihr Kelp-Team' : 'Your Kelp team'}</P>
      </>
    ),
  }
}
