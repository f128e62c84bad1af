import { expect, test, type Page } from '@playwright/test'
import { gotoReady, latestMail } from './auth-helpers'
import {
  contributorEmail,
  expectAccessible,
  fillCard,
  magicLinkPath,
  money,
} from './contributions-helpers'
import { pdfText } from './pdf-text'

const TEXTS = {
  en: {
    prefix: '',
    adults: 'Adults in the household',
    children: 'Children in the household',
    continue: 'Continue to payment',
    perMonth: '€350.24 per month',
    perYear: '€4,202.88 per year',
    pay: 'Pay €350.24',
    successTitle: 'Your monthly contribution is active',
    nextPayment: /Next payment: \w+ \d{1,2}, \d{4}/,
    dashboard: 'Go to my dashboard',
    email: 'E-mail address',
    sendLink: 'Send me the link',
    inbox: 'Check your inbox',
    plan: 'Current plan',
    paid: 'Paid',
    download: /^Download the certificate of /,
    certificateTitle: 'Retirement certificate',
    noBeneficiary: 'the contributor (no name given)',
    adjust: 'Adjust contribution',
    ownTonnage: 'A tonnage I choose',
    tonnes: 'Tonnes of CO₂ per year',
    international: 'International portfolio',
    newLine: 'New: €690.63 per month for 30 t CO₂ per year',
    confirm: 'Confirm changes',
    saved: 'Your contribution has been changed.',
    changedMail: 'Your monthly climate contribution is now €690.63',
    back: 'Back to dashboard',
    newAmount: '€690.63 per month',
    expired: 'This link has expired or was already used',
    resend: 'Send the link again',
    resent: 'Link sent again.',
  },
  de: {
    prefix: '/de',
    adults: 'Erwachsene im Haushalt',
    children: 'Kinder im Haushalt',
    continue: 'Weiter zur Zahlung',
    perMonth: '350,24 € pro Monat',
    perYear: '4.202,88 € pro Jahr',
    pay: '350,24 € bezahlen',
    successTitle: 'Ihr monatlicher Beitrag ist aktiv',
    nextPayment: /Nächste Zahlung: \d{1,2}\. \p{L}+ \d{4}/u,
    dashboard: 'Zu meinem Dashboard',
    email: 'E-Mail-Adresse',
    sendLink: 'Link senden',
    inbox: 'Sehen Sie in Ihr Postfach',
    plan: 'Aktueller Plan',
    paid: 'Bezahlt',
    download: /^Nachweis vom .+ herunterladen$/,
    certificateTitle: 'Stilllegungszertifikat',
    noBeneficiary: 'der beitragenden Person (kein Name angegeben)',
    adjust: 'Beitrag anpassen',
    ownTonnage: 'Eine Menge, die ich wähle',
    tonnes: 'Tonnen CO₂ pro Jahr',
    international: 'Internationales Portfolio',
    newLine: 'Neu: 690,63 € pro Monat für 30 t CO₂ pro Jahr',
    confirm: 'Änderungen bestätigen',
    saved: 'Ihr Beitrag wurde geändert.',
    changedMail: 'Ihr monatlicher Klimabeitrag beträgt jetzt 690,63 €',
    back: 'Zurück zum Dashboard',
    newAmount: '690,63 € pro Monat',
    expired: 'Dieser Link ist abgelaufen oder wurde schon verwendet',
    resend: 'Link erneut senden',
    resent: 'Link erneut gesendet.',
  },
} as const

type Texts = { dashboard: string; email: string; sendLink: string; inbox: string; plan: string }

async function openDashboard(page: Page, t: Texts, email: string) {
  await page.getByRole('link', { name: t.dashboard }).click()
  await page.getByLabel(t.email).fill(email)
  await page.getByRole('button', { name: t.sendLink }).click()
  await expect(page.getByRole('heading', { name: t.inbox })).toBeVisible()
  const link = await magicLinkPath(page.request, email)
  await page.goto(link)
  await expect(page.getByRole('heading', { name: t.plan })).toBeVisible()
  return link
}

for (const locale of ['en', 'de'] as const) {
  test(`monthly contribution in ${locale}: checkout, pay, success, dashboard, certificate, adjust`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(120_000)
    const t = TEXTS[locale]
    const email = contributorEmail()

    // The footer's portfolio link (/contribute/germany) preselects the portfolio.
    await gotoReady(page, `${t.prefix}/contribute/germany`)
    await page.getByLabel(t.adults).fill('2')
    await page.getByLabel(t.children).fill('1')
    await expect(page.getByTestId('contribution-price')).toHaveText(money(t.perMonth))
    await expect(page.getByText(money(t.perYear))).toBeVisible()
    await page.getByRole('button', { name: t.continue }).click()

    await expect(page).toHaveURL(/\/contribute\/pay\//)
    await expect(page.getByText(money(t.perMonth.replace(/ .*/, '')))).not.toHaveCount(0)
    if (locale === 'en') await expectAccessible(page)
    await fillCard(page, locale, {
      email,
      number: '4242 4242 4242 4242',
      expiry: '12/34',
      cvc: '123',
      name: 'Lena Hofmann',
    })
    await page.getByRole('button', { name: money(t.pay) }).click()

    await expect(page.getByRole('heading', { name: t.successTitle })).toBeVisible()
    await expect(page.getByText(email)).toBeVisible()
    await expect(page.getByText(t.nextPayment)).toBeVisible()
    if (locale === 'en') await expectAccessible(page)

    const link = await openDashboard(page, t, email)
    await expect(page.getByText(money(t.perMonth)).first()).toBeVisible()
    const history = page.getByRole('table').last()
    await expect(history.getByText(t.paid)).toBeVisible()
    if (locale === 'en') await expectAccessible(page)

    const downloading = page.waitForEvent('download')
    await history.getByRole('button', { name: t.download }).first().click()
    const download = await downloading
    expect(download.suggestedFilename()).toMatch(/^contribution-certificate-[0-9a-f-]{36}\.pdf$/)
    const file = testInfo.outputPath(download.suggestedFilename())
    await download.saveAs(file)
    const text = await pdfText(file)
    expect(text).toContain(t.certificateTitle)
    // No name was chosen: the certificate says so and never prints the e-mail address.
    expect(text.replace(/\s+/g, ' ')).toContain(t.noBeneficiary)
    expect(text).not.toContain(email)
    expect(text).toMatch(/\/verify\/[\w-]{22,}/)

    await page.getByRole('link', { name: t.adjust }).click()
    // The adjust screen starts from the household the contribution was bought for.
    await expect(page.getByLabel(t.adults)).toHaveValue('2')
    await expect(page.getByLabel(t.children)).toHaveValue('1')
    await page.getByLabel(t.ownTonnage).check()
    await page.getByLabel(t.tonnes).fill('30')
    await page.getByLabel(t.international).check()
    await expect(page.getByText(money(t.newLine))).toBeVisible()
    if (locale === 'en') await expectAccessible(page)
    await page.getByRole('button', { name: t.confirm }).click()
    await expect(page.getByText(t.saved)).toBeVisible()
    // The contributor is told the new amount by e-mail, in the language of the checkout.
    await expect
      .poll(async () => (await latestMail(page.request, email)).subject)
      .toMatch(money(t.changedMail))
    await page.getByRole('link', { name: t.back }).click()
    await expect(page.getByText(money(t.newAmount)).first()).toBeVisible()
    await expect(page.getByText(t.international).first()).toBeVisible()

    // The link worked once; opening it again offers a new one.
    await page.goto(link)
    await expect(page.getByRole('heading', { name: t.expired })).toBeVisible()
    await page.getByLabel(t.email).fill(email)
    await page.getByRole('button', { name: t.sendLink }).click()
    await page.getByRole('button', { name: t.resend }).click()
    await expect(page.getByText(t.resent)).toBeVisible()
    const fresh = await magicLinkPath(page.request, email)
    expect(fresh).not.toBe(link)
    await page.goto(fresh)
    await expect(page.getByRole('heading', { name: t.plan })).toBeVisible()
  })
}

const ONCE = {
  en: {
    name: 'jonas.weber',
    once: 'Once-off',
    price: '€3,315.00 once',
    pay: 'Pay €3,315.00',
    thanks: 'Thank you for your contribution',
    body: /You contributed €3,315\.00 once to International portfolio/,
    again: 'Contribute again',
    download: /Download the certificate/,
  },
  de: {
    name: 'lena.vogel',
    once: 'Einmalig',
    price: '3.315,00 € einmalig',
    pay: '3.315,00 € bezahlen',
    thanks: 'Danke für Ihren Beitrag',
    body: /Sie haben einmalig 3\.315,00\s€ zu Internationales Portfolio beigetragen/,
    again: 'Erneut beitragen',
    download: TEXTS.de.download,
  },
} as const

for (const locale of ['en', 'de'] as const) {
  test(`once-off contribution in ${locale}: success variant, dashboard without adjusting, certificate`, async ({
    page,
  }, testInfo) => {
    test.setTimeout(90_000)
    const t = TEXTS[locale]
    const once = ONCE[locale]
    const email = contributorEmail(once.name)
    await gotoReady(page, `${t.prefix}/contribute`)
    await page.getByLabel(once.once).check()
    await page.getByLabel(t.ownTonnage).check()
    await page.getByLabel(t.tonnes).fill('12')
    await page.getByLabel(t.international).check()
    await expect(page.getByTestId('contribution-price')).toHaveText(once.price)
    await page.getByRole('button', { name: t.continue }).click()

    await fillCard(page, locale, {
      email,
      number: '5555 5555 5555 4444',
      expiry: '12/34',
      cvc: '123',
      name: 'Jonas Weber',
    })
    await page.getByRole('button', { name: once.pay }).click()
    await expect(page.getByRole('heading', { name: once.thanks })).toBeVisible()
    await expect(page.getByText(once.body)).toBeVisible()
    await expect(page.getByRole('link', { name: once.again })).toBeVisible()

    await openDashboard(page, t, email)
    await expect(page.getByText(once.price)).toBeVisible()
    await expect(page.getByRole('link', { name: t.adjust })).toHaveCount(0)
    const downloading = page.waitForEvent('download')
    await page.getByRole('button', { name: once.download }).click()
    const download = await downloading
    const file = testInfo.outputPath(download.suggestedFilename())
    await download.saveAs(file)
    const text = await pdfText(file)
    expect(text).toContain(t.certificateTitle)
    expect(text.replace(/\s+/g, ' ')).toContain(t.noBeneficiary)
    expect(text).not.toContain(email)
  })
}
