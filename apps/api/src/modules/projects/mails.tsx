import type { Locale } from '@kelp/core/http'
import { P, Quote, type MailDraft } from '../../lib/mail'

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

/** The mail to the sales inbox (English, internal) and the confirmation in the sender's language. */
export function enquiryMails(e: EnquiryMailInput): MailDraft[] {
  const de = e.locale === 'de'
  return [
    {
      to: e.salesInbox,
      replyTo: e.email,
      locale: 'en',
      subject: `Project enquiry: ${e.project.name}`,
      body: (
        <>
          <P>{`New project enquiry for ${e.project.name} (${e.project.slug}).`}</P>
          <P>{`From: ${e.firstName} ${e.lastName} <${e.email}>, phone ${e.phone}, language ${e.locale}.`}</P>
          <P>Needs:</P>
          <Quote>{e.needs ?? '-'}</Quote>
        </>
      ),
    },
    {
      to: e.email,
      locale: e.locale,
      subject: de ? `Ihre Anfrage zu ${e.project.name}` : `Your enquiry about ${e.project.name}`,
      body: (
        <>
          <P>{de ? `Hallo ${e.firstName},` : `Hello ${e.firstName},`}</P>
          <P>
            {de
              ? `vielen Dank für Ihre Anfrage zu ${e.project.name}. Unser Team meldet sich innerhalb von zwei Werktagen bei Ihnen.`
              : `thank you for your enquiry about ${e.project.name}. Our team will get back to you within two working days.`}
          </P>
          <P>{de ? 'Ihr Kelp-Team' : 'Your Kelp team'}</P>
        </>
      ),
    },
  ]
}
