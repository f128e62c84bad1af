import type { Locale } from '@kelp/core/http'
import type { MailMessage } from '../../adapters/mail'
import { plainMail } from '../orbit/mails'

/** Asks a company admin to grant portfolio access (en/de by the admin's locale). */
export function accessRequestMail(
  to: string,
  locale: Locale,
  requester: string,
  message: string | undefined,
  link: string,
): MailMessage {
  return locale === 'de'
    ? plainMail(to, `${requester} bittet um Zugriff auf das Kelp-Portfolio`, [
        `${requester} möchte das Portfolio Ihres Unternehmens im Kelp Portfolio Manager sehen.`,
        ...(message ? [`Nachricht: ${message}`] : []),
        `Sie können den Zugriff in der Mitgliederverwaltung freigeben: ${link}`,
      ])
    : plainMail(to, `${requester} asks for access to the Kelp portfolio`, [
        `${requester} would like to see your company's portfolio in the Kelp Portfolio Manager.`,
        ...(message ? [`Message: ${message}`] : []),
        `You can grant access in the member settings: ${link}`,
      ])
}
