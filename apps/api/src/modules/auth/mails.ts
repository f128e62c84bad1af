import type { Locale } from '@kelp/core/http'
import type { MailMessage } from '../../adapters/mail'

const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function layout(paragraphs: string[], action?: { label: string; url: string }): string {
  const body = paragraphs.map((p) => `<p>${escape(p)}</p>`).join('')
  const button = action
    ? `<p><a href="${escape(action.url)}" style="background:#0f5132;color:#fff;padding:10px 18px;border-radius:6px;text-decoration:none">${escape(action.label)}</a></p><p style="font-size:12px;color:#555">${escape(action.url)}</p>`
    : ''
  return `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5;color:#1a1a1a">${body}${button}<p>Kelp</p></body></html>`
}

function mail(
  to: string,
  subject: string,
  lines: string[],
  action?: { label: string; url: string },
): MailMessage {
  const text = [...lines, ...(action ? ['', `${action.label}: ${action.url}`] : []), '', 'Kelp']
  return { to, subject, text: text.join('\n'), html: layout(lines, action) }
}

export function verificationMail(to: string, locale: Locale, name: string, url: string) {
  return locale === 'de'
    ? mail(
        to,
        'Bestätigen Sie Ihre E-Mail-Adresse',
        [`Hallo ${name},`, 'bitte bestätigen Sie Ihre E-Mail-Adresse. Der Link gilt 24 Stunden.'],
        { label: 'E-Mail-Adresse bestätigen', url },
      )
    : mail(
        to,
        'Verify your email address',
        [`Hello ${name},`, 'please confirm your email address. The link is valid for 24 hours.'],
        { label: 'Verify email address', url },
      )
}

export function resetMail(to: string, locale: Locale, name: string, url: string) {
  return locale === 'de'
    ? mail(
        to,
        'Passwort zurücksetzen',
        [
          `Hallo ${name},`,
          'über diesen Link setzen Sie ein neues Passwort. Er gilt eine Stunde. Wenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.',
        ],
        { label: 'Neues Passwort festlegen', url },
      )
    : mail(
        to,
        'Reset your password',
        [
          `Hello ${name},`,
          'use this link to set a new password. It is valid for one hour. If you did not ask for this, ignore this email.',
        ],
        { label: 'Set a new password', url },
      )
}

export function codeMail(to: string, locale: Locale, code: string) {
  return locale === 'de'
    ? mail(to, `Ihr Kelp-Anmeldecode: ${code}`, [
        `Ihr Anmeldecode lautet ${code}.`,
        'Er gilt 10 Minuten. Wenn Sie sich nicht anmelden wollten, ignorieren Sie diese E-Mail.',
      ])
    : mail(to, `Your Kelp sign-in code: ${code}`, [
        `Your sign-in code is ${code}.`,
        'It is valid for 10 minutes. If you did not try to sign in, ignore this email.',
      ])
}

/** Tells a colleague that their company admin granted portfolio access. */
export function accessGrantedMail(to: string, locale: Locale, url: string) {
  return locale === 'de'
    ? mail(
        to,
        'Ihr Zugriff auf das Kelp-Portfolio wurde freigegeben',
        [
          'Ihr Unternehmensadmin hat Ihnen Zugriff auf das Portfolio im Kelp Portfolio Manager gegeben.',
        ],
        { label: 'Portfolio Manager öffnen', url },
      )
    : mail(
        to,
        'Your access to the Kelp portfolio has been granted',
        [
          "Your company admin has given you access to your company's portfolio in the Kelp Portfolio Manager.",
        ],
        { label: 'Open the Portfolio Manager', url },
      )
}

/** Tells a colleague that their company admin refused their request for access. */
export function accessRefusedMail(to: string, locale: Locale) {
  return locale === 'de'
    ? mail(to, 'Ihre Anfrage für Kelp wurde abgelehnt', [
        'Ihr Unternehmensadmin hat Ihre Anfrage für Zugriff auf Kelp abgelehnt.',
        'Wenn Sie glauben, dass das ein Irrtum ist, wenden Sie sich bitte an Ihren Unternehmensadmin.',
      ])
    : mail(to, 'Your request for Kelp has been refused', [
        'Your company admin has refused your request for access to Kelp.',
        'If you think this is a mistake, please talk to your company admin.',
      ])
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
