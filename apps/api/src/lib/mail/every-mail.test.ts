import { courseContent } from '@kelp/core/course'
import type { Locale } from '@kelp/core/http'
import type { Offer, Order } from '@kelp/core/orbit'
import { describe, expect, it } from 'vitest'
import {
  accessGrantedMail,
  accessRefusedMail,
  codeMail,
  resetMail,
  verificationMail,
} from '../../modules/auth'
import { magicLinkMail, receiptMail } from '../../modules/contributions'
import { lessonMail, welcomeMail } from '../../modules/course'
import { contactMails, webinarMail } from '../../modules/marketing'
import { offerReadyMail, orderConfirmationMail } from '../../modules/orbit'
import { accessRequestMail, offerAcceptedMail, retirementMail } from '../../modules/portfolio'
import { enquiryMails } from '../../modules/projects'
import type { MailDraft } from './draft'
import { renderMail } from './render'

const ORIGIN = 'https://kelp.example'
const TO = 'jürgen.müller@nordlicht-maschinenbau.de'
const TOKEN = '2b7f5c8e-1d1e-4c55-9b7a-0f2f1c3d4e5f.abcdefghijklmnopqrstuvwxyz0123456789ABCDEFG'
/** Text a person typed: must arrive as text, never as markup. */
const TYPED = '<b>Ärger & "Anführung"</b>'
const page = (locale: Locale, path: string) => `${ORIGIN}${locale === 'de' ? '/de' : ''}${path}`

const order = {
  number: 'ORD-2026-000123',
  currency: 'EUR',
  totalCents: 250_000,
  items: [
    {
      projectName: 'Mangroven Küste',
      vintage: 2023,
      tonnes: 100,
      priceCents: 2500,
      lineTotalCents: 250_000,
    },
  ],
} as unknown as Order
const offer = {
  orderNumber: 'ORD-2026-000123',
  currency: 'EUR',
  totalCents: 260_000,
  feeCents: 10_000,
  feeLabel: 'Service fee',
  validUntil: '2026-12-31T00:00:00.000Z',
} as unknown as Offer

/** Every kind of mail Kelp sends, in one language. */
function everyMail(locale: Locale): Record<string, MailDraft> {
  const course = { email: TO, firstName: 'Jürgen', locale, webOrigin: ORIGIN, token: TOKEN }
  const person = { firstName: 'Jürgen', lastName: 'Müller', email: TO, phone: '+49 40 123', locale }
  const [contactSales, contactConfirm] = contactMails({
    ...person,
    message: TYPED,
    salesInbox: 'sales@kelp.earth',
  })
  const [enquirySales, enquiryConfirm] = enquiryMails({
    ...person,
    needs: TYPED,
    salesInbox: 'sales@kelp.earth',
    project: { name: 'Mangroven Küste', slug: 'mangroven-kueste' },
  })
  return {
    verification: verificationMail(
      TO,
      locale,
      'Jürgen',
      page(locale, `/auth/verify-email?token=${TOKEN}`),
    ),
    reset: resetMail(TO, locale, 'Jürgen', page(locale, `/auth/reset-password?token=${TOKEN}`)),
    code: codeMail(TO, locale, '48213'),
    accessGranted: accessGrantedMail(TO, locale, page(locale, '/portfolio-manager')),
    accessRefused: accessRefusedMail(TO, locale),
    magicLink: magicLinkMail(TO, locale, page(locale, '/contribute/dashboard?code=abc')),
    receipt: receiptMail({
      to: TO,
      locale,
      amountCents: 2_500,
      currency: 'eur',
      kg: 1_250,
      certificateNumber: 'KELP-C-1001',
      parts: [{ projectId: 'p', slug: 'mangroven-kueste', name: 'Mangroven Küste', kg: 1_250 }],
      certificateUrl: `${ORIGIN}/api/contribution/retirement-certificate?id=1`,
      dashboardUrl: page(locale, '/contribute/dashboard?code=abc'),
    }),
    courseWelcome: welcomeMail(course),
    courseLesson: lessonMail(course, courseContent(locale).lessons[0]!),
    contactSales: contactSales!,
    contactConfirmation: contactConfirm!,
    webinar: webinarMail({ ...person, webinarId: 'w1', startsAt: '2026-12-01T15:00:00.000Z' }),
    orderConfirmation: orderConfirmationMail(TO, locale, order),
    offerReady: offerReadyMail(TO, locale, offer, page(locale, '/portfolio-manager')),
    accessRequest: accessRequestMail(
      TO,
      locale,
      'kai@firma.de',
      TYPED,
      page(locale, '/portfolio-manager/members'),
    ),
    offerAccepted: offerAcceptedMail({
      to: TO,
      locale,
      orderNumber: 'ORB-2026-001000',
      invoiceNumber: 'INV-2026-000001',
      tonnes: 10,
      currency: 'EUR',
      netCents: 19_500,
      vatCents: 3_705,
      invoiceUrl: `${ORIGIN}/api/portfolio/mailed/invoice/1?sig=abc`,
    }),
    retirementConfirmed: retirementMail({
      to: TO,
      locale,
      certificateNumber: 'KELP-RC-2026-000001',
      projectName: 'Mangroven Küste',
      vintage: 2023,
      tonnes: 4,
      beneficiary: TYPED,
      certificateUrl: `${ORIGIN}/api/portfolio/mailed/document/1?sig=abc`,
      registry: { serialStart: 'A-1', serialEnd: 'A-4', reference: 'R-1', confirmedAt: new Date() },
    }),
    enquirySales: enquirySales!,
    enquiryConfirmation: enquiryConfirm!,
  }
}

const SUBSCRIBED = new Set(['courseWelcome', 'courseLesson'])
/** The sales inbox gets internal English mail whatever the sender's language. */
const INTERNAL = new Set(['contactSales', 'enquirySales'])
const TAGLINE = {
  en: 'Kelp: carbon credits and climate contributions',
  de: 'Kelp: CO₂-Zertifikate und Klimabeiträge',
}
const hrefs = (html: string) =>
  [...html.matchAll(/href="([^"]*)"/g)].map((m) => m[1]!.replaceAll('&amp;', '&'))

describe('every mail, in both languages', () => {
  for (const locale of ['en', 'de'] as const) {
    for (const [kind, draft] of Object.entries(everyMail(locale))) {
      it(`${kind} (${locale}): one layout, a text part, absolute links, list headers`, async () => {
        const mail = await renderMail(draft, ORIGIN)
        const language = INTERNAL.has(kind) ? 'en' : locale
        expect(mail.html.startsWith('<!DOCTYPE html')).toBe(true)
        expect(mail.html).toContain(`lang="${language}"`)
        expect(mail.text).toContain(TAGLINE[language])
        expect(mail.text).not.toContain(TAGLINE[language === 'de' ? 'en' : 'de'])
        expect(mail.text).not.toMatch(/<\/?(p|a|div|table|tr|td|span|br|h1)\b/i)
        expect(mail.text.length).toBeGreaterThan(60)

        // Every link points into the web app at WEB_ORIGIN, and the text part carries each one.
        const links = hrefs(mail.html)
        expect(links).toContain(`${ORIGIN}${language === 'de' ? '/de' : '/'}`)
        for (const href of links) {
          expect(href.startsWith(`${ORIGIN}/`)).toBe(true)
          expect(mail.text).toContain(href)
        }

        if (mail.html.includes('Ärger')) {
          expect(mail.html).not.toContain('<b>')
          expect(mail.text).toContain(TYPED)
        }

        if (SUBSCRIBED.has(kind)) {
          const oneClick = `${ORIGIN}/api/course/unsubscribe/one-click?token=${encodeURIComponent(TOKEN)}`
          expect(mail.headers).toEqual({
            'List-Unsubscribe': `<${oneClick}>`,
            'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
          })
          expect(links).toContain(
            `${page(locale, '/course/unsubscribe')}?token=${encodeURIComponent(TOKEN)}`,
          )
        } else {
          expect(mail.headers).toBeUndefined()
        }
      })
    }
  }

  it('keeps the sign-in code and token links findable in the text part', async () => {
    const code = await renderMail(everyMail('de').code!, ORIGIN)
    expect(code.text).toContain('Ihr Anmeldecode lautet 48213.')
    const verify = await renderMail(everyMail('en').verification!, ORIGIN)
    expect(verify.text).toMatch(
      /Verify email address https:\/\/kelp\.example\/auth\/verify-email\?token=\S+$/m,
    )
  })
})
