import { expect, test } from '@playwright/test'
import { signInForProjects } from './projects-helpers'
import { DESKTOP, MOBILE } from './shell-helpers'

// A project with issued credits on offer, so the chat has a price to quote.
const SLUG = 'humboldt-sawmill-company-hsc'
const cases = [
  {
    code: 'en',
    prefix: '',
    title: 'Ask about this project',
    suggestion: /What does a tonne from .* cost\?/,
    input: 'Your question',
    typed: 'Can I buy 5,000 t of the 2025 vintage?',
    // Other journeys buy from this vintage first: the figure is whatever is left.
    answer: /So 5,000 t cannot be fully met: at most [\d,]+ t from this vintage\./,
  },
  {
    code: 'de',
    prefix: '/de',
    title: 'Fragen zu diesem Projekt',
    suggestion: /Was kostet eine Tonne von .*\?/,
    input: 'Ihre Frage',
    typed: 'Kann ich 5.000 t vom Jahrgang 2025 kaufen?',
    answer: /aus diesem Jahrgang höchstens [\d.]+ t/,
  },
]

for (const l of cases) {
  test(`${l.code}: ask a suggested and a typed question in the project chat`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP)
    await signInForProjects(page, baseURL!)
    await page.goto(`${l.prefix}/projects/${SLUG}`)
    const chat = page.getByRole('region', { name: l.title })
    await expect(chat).toBeVisible()
    await chat.getByRole('button', { name: l.suggestion }).click()
    const log = chat.getByRole('log')
    // The price quoted is the project's own, from its supply lots.
    const { priceCents } = (await (await page.request.get(`/api/projects/${SLUG}`)).json()) as {
      priceCents: number
    }
    const price = new Intl.NumberFormat(l.code === 'de' ? 'de-DE' : 'en-GB', {
      minimumFractionDigits: 2,
    }).format(priceCents / 100)
    await expect(log.getByText(price).first()).toBeVisible()
    const input = chat.getByRole('textbox', { name: l.input })
    await input.fill(l.typed)
    await input.press('Enter')
    await expect(log.getByText(l.answer)).toBeVisible()
    await expect(log.getByRole('listitem')).toHaveCount(4)
    await chat.screenshot({ path: `test-results/chat-${l.code}-1440.png` })
    await page.setViewportSize(MOBILE)
    await chat.screenshot({ path: `test-results/chat-${l.code}-375.png` })
    const width = await page.evaluate(() => document.documentElement.scrollWidth)
    expect(width).toBeLessThanOrEqual(MOBILE.width)
  })
}
