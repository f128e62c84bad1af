import type { Locale } from '@kelp/core/http'
import { Action, P, Quote, type MailDraft } from '../../lib/mail'

/** Asks a company admin to grant portfolio access (en/de by the admin's locale). */
export function accessRequestMail(
  to: string,
  locale: Locale,
  requester: string,
  message: string | undefined,
  link: string,
): MailDraft {
  const de = locale === 'de'
  return {
    to,
    locale,
    subject: de
      ? `${requester} bittet um Zugriff auf das Kelp-Portfolio`
      : `${requester} asks for access to the Kelp portfolio`,
    body: (
      <>
        <P>
          {de
            ? `${requester} möchte das Portfolio Ihres Unternehmens im Kelp Portfolio Manager sehen.`
            : `${requester} would like to see your company's portfolio in the Kelp Portfolio Manager.`}
        </P>
        {message ? (
          <>
            <P>{de ? 'Nachricht:' : 'Message:'}</P>
            <Quote>{message}</Quote>
          </>
        ) : null}
        <P>
          {de
            ? 'Sie können den Zugriff in der Mitgliederverwaltung freigeben.'
            : 'You can grant access in the member settings.'}
        </P>
        <Action href={link} label={de ? 'Mitglieder verwalten' : 'Manage members'} />
      </>
    ),
  }
}
