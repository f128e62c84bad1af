import AxeBuilder from '@axe-core/playwright'
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { latestMail } from './auth-helpers'

/** A fresh private address per test, so dashboards never mix. */
export function contributorEmail(name = 'lena.hofmann'): string {
  const id = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`
  return `${name}.${id}@example-mail.de`
}

interface CardTexts {
  email: string
  number: string
  expiry: string
  cvc: string
  name: string
}

export const CARD_LABELS = {
  en: {
    email: 'E-mail address',
    number: 'Card number',
    expiry: 'Expiry date',
    cvc: 'Security code (CVC)',
    name: 'Name on card',
  },
  de: {
    email: 'E-Mail-Adresse',
    number: 'Kartennummer',
    expiry: 'Ablaufdatum',
    cvc: 'Prüfnummer (CVC)',
    name: 'Name auf der Karte',
  },
} as const

/** Fills Kelp's test payment window (only the given fields). */
export async function fillCard(page: Page, locale: 'en' | 'de', card: Partial<CardTexts>) {
  const labels = CARD_LABELS[locale]
  for (const [field, value] of Object.entries(card) as [keyof CardTexts, string][]) {
    await page.getByLabel(labels[field], { exact: true }).fill(value)
  }
}

/** The dashboard link from the newest mail to this address, as a path on the web origin. */
export async function magicLinkPath(request: APIRequestContext, email: string): Promise<string> {
  let path = ''
  await expect
    .poll(async () => {
      const mail = await latestMail(request, email)
      const match = /(\/(?:de\/)?contribute\/dashboard\?code=[^\s"<>]+)/.exec(mail.text)
      path = match?.[1] ?? ''
      return path
    })
    .not.toBe('')
  return path
}

/** Money as the page shows it, tolerant of the narrow/normal no-break spaces Intl uses. */
export function money(text: string): RegExp {
  return new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s'))
}

/** No serious or critical axe findings. */
export async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze()
  const serious = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')
  expect(serious.map((v) => `${v.id}: ${v.nodes[0]?.target}`)).toEqual([])
}

/**
 * Nothing sticks out sideways at the current viewport width. Polled: right after a viewport
 * change Chromium may report one layout at the old width before the page has reflowed.
 */
export async function expectNoHorizontalScroll(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0)
}
