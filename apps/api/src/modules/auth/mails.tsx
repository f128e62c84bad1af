import type { Locale } from '@kelp/core/http'
import { Action, P, type MailDraft } from '../../lib/mail'

const greeting = (locale: Locale, name: string) =>
  locale === 'de' ? `Hallo ${name},` : `Hello ${name},`

export function verificationMail(to: string, locale: Locale, name: string, url: string): MailDraft {
  const de = locale === 'de'
  return {
    to,
    locale,
    subject: de ? 'Bestätigen Sie Ihre E-Mail-Adresse' : 'Verify your email address',
    body: (
      <>
        <P>{greeting(locale, name)}</P>
        <P>
          {de
            ? 'bitte bestätigen Sie Ihre E-Mail-Adresse. Der Link gilt 24 Stunden.'
            : 'please confirm your email address. The link is valid for 24 hours.'}
        </P>
        <Action href={url} label={de ? 'E-Mail-Adresse bestätigen' : 'Verify email address'} />
      </>
    ),
  }
}

export function resetMail(to: string, locale: Locale, name: string, url: string): MailDraft {
  const de = locale === 'de'
  return {
    to,
    locale,
    subject: de ? 'Passwort zurücksetzen' : 'Reset your password',
    body: (
      <>
        <P>{greeting(locale, name)}</P>
        <P>
          {de
            ? 'über diesen Link setzen Sie ein neues Passwort. Er gilt eine Stunde. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.'
            : 'use this link to set a new password. It is valid for one hour. If you did not ask for this, ignore this email.'}
        </P>
        <Action href={url} label={de ? 'Neues Passwort festlegen' : 'Set a new password'} />
      </>
    ),
  }
}

export function codeMail(to: string, locale: Locale, code: string): MailDraft {
  const de = locale === 'de'
  return {
    to,
    locale,
    subject: de ? `Ihr Kelp-Anmeldecode: ${code}` : `Your Kelp sign-in code: ${code}`,
    body: (
      <>
        <P>
          {de ? 'Ihr Anmeldecode lautet ' : 'Your sign-in code is '}
          <strong style={{ fontSize: '20px', letterSpacing: '2px' }}>{code}</strong>.
        </P>
        <P>
          {de
            ? 'Er gilt 10 Minuten. Wenn Sie sich nicht anmelden wollten, ignorieren Sie diese E-Mail.'
            : 'It is valid for 10 minutes. If you did not try to sign in, ignore this email.'}
        </P>
      </>
    ),
  }
}

/** Tells a colleague that their company admin granted portfolio access. */
export function accessGrantedMail(to: string, locale: Locale, url: string): MailDraft {
  const de = locale === 'de'
  return {
    to,
    locale,
    subject: de
      ? 'Ihr Zugriff auf das Kelp-Portfolio wurde freigegeben'
      : 'Your access to the Kelp portfolio has been granted',
    body: (
      <>
        <P>
          {de
            ? 'Ihr Unternehmensadmin hat Ihnen Zugriff auf das Portfolio im Kelp Portfolio Manager gegeben.'
            : "Your company admin has given you access to your company's portfolio in the Kelp Portfolio Manager."}
        </P>
        <Action href={url} label={de ? 'Portfolio Manager öffnen' : 'Open the Portfolio Manager'} />
      </>
    ),
  }
}

/** Tells a colleague that their company admin refused their request for access. */
export function accessRefusedMail(to: string, locale: Locale): MailDraft {
  const de = locale === 'de'
  return {
    to,
    locale,
    subject: de
      ? 'Ihre Anfrage für Kelp wurde abgelehnt'
      : 'Your request for Kelp has been refused',
    body: (
      <>
        <P>
          {de
            ? 'Ihr Unternehmensadmin hat Ihre Anfrage für Zugriff auf Kelp abgelehnt.'
            : 'Your company admin has refused your request for access to Kelp.'}
        </P>
        <P>
          {de
            ? 'Wenn Sie glauben, dass das ein Irrtum ist, wenden Sie sich bitte an Ihren Unternehmensadmin.'
            : 'If you think this is a mistake, please talk to your company admin.'}
        </P>
      </>
    ),
  }
}

/** Absolute link into the web app, without a token. */
export function appLink(origin: string, locale: Locale, path: string): string {
  return `${origin.replace(/\/$/, '')}${locale === 'de' ? '/de' : ''}${path}`
}

/** Absolute link into the web app, with the German prefix when needed. */
export function webLink(origin: string, locale: Locale, path: string, token: string): string {
  const prefix = locale === 'de' ? '/de' : ''
  return `${origin.replace(/\/$/, '')}${prefix}${path}?token=${encodeURIComponent(token)}`
}
