import { expect, test } from '@playwright/test'
import { DESKTOP, makeTall, skipConsent } from './shell-helpers'

test.use({ viewport: DESKTOP })
test.beforeEach(async ({ page }) => skipConsent(page))

for (const [prefix, t] of [
  [
    '',
    {
      solutions: 'Solutions',
      knowledge: 'Knowledge center',
      buy: 'Buy credits',
      blog: 'Blog',
      contact: 'Contact us',
      promise: 'Our promise',
    },
  ],
  [
    '/de',
    {
      solutions: 'Lösungen',
      knowledge: 'Wissenszentrum',
      buy: 'Zertifikate kaufen',
      blog: 'Blog',
      contact: 'Kontakt',
      promise: 'Unser Versprechen',
    },
  ],
] as const) {
  test(`desktop dropdowns, links and contact (${prefix || '/en'})`, async ({ page }) => {
    await page.goto(`${prefix}/imprint`)
    const nav = page.getByRole('navigation', { name: /Main navigation|Hauptnavigation/ })
    await expect(nav.getByRole('link', { name: t.promise })).toBeVisible()
    const solutions = nav.getByRole('button', { name: t.solutions })
    const knowledge = nav.getByRole('button', { name: t.knowledge })

    // Hover opens; leaving closes only after 300 ms.
    await solutions.hover()
    await expect(solutions).toHaveAttribute('aria-expanded', 'true')
    await expect(nav.getByRole('link', { name: new RegExp(t.buy) })).toBeVisible()
    await expect(nav.locator('ul[id]:visible li')).toHaveCount(4)
    await solutions.evaluate((button) => {
      const w = window as unknown as { closedAt: number }
      w.closedAt = 0
      new MutationObserver(() => {
        if (button.getAttribute('aria-expanded') === 'false') w.closedAt ||= performance.now()
      }).observe(button, { attributes: true })
    })
    const leftAt = await page.evaluate(() => performance.now())
    await page.mouse.move(700, 600)
    await expect(solutions).toHaveAttribute('aria-expanded', 'false', { timeout: 2000 })
    const closedAt = await page.evaluate(() => (window as unknown as { closedAt: number }).closedAt)
    expect(closedAt - leftAt).toBeGreaterThanOrEqual(300)

    // Click opens, an outside click closes.
    await knowledge.click()
    await expect(nav.getByRole('link', { name: new RegExp(t.blog) }).first()).toBeVisible()
    await page.mouse.move(700, 600)
    await page.mouse.click(700, 600)
    await expect(knowledge).toHaveAttribute('aria-expanded', 'false')

    // Keyboard: Enter opens, Tab reaches the options, Escape closes and returns focus.
    await knowledge.focus()
    await page.keyboard.press('Enter')
    await expect(knowledge).toHaveAttribute('aria-expanded', 'true')
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toHaveAttribute('href', `${prefix}/course`)
    await page.keyboard.press('Escape')
    await expect(knowledge).toHaveAttribute('aria-expanded', 'false')
    await expect(knowledge).toBeFocused()

    // Contact opens our contact page in a new tab, in the page's language.
    const contact = nav.getByRole('link', { name: new RegExp(`^${t.contact}`) })
    await expect(contact).toHaveAttribute('target', '_blank')
    const [popup] = await Promise.all([page.waitForEvent('popup'), contact.click()])
    await expect(popup).toHaveURL(new RegExp(`${prefix}/contact$`))
    await popup.close()

    // Signed out, the user menu is a sign-in button.
    await expect(nav.getByRole('button', { name: /Sign in|Anmelden/ })).toBeVisible()
  })
}

test('navbar hides on scrolling down past 70 px and shows on scrolling up', async ({ page }) => {
  await page.goto('/imprint')
  await makeTall(page)
  const header = page.locator('header[data-visible]')
  await page.evaluate(() => window.scrollTo(0, 60))
  await expect(header).toHaveAttribute('data-visible', 'true')
  await page.evaluate(() => window.scrollTo(0, 400))
  await expect(header).toHaveAttribute('data-visible', 'false')
  await expect(header).not.toBeInViewport()
  await page.evaluate(() => window.scrollTo(0, 300))
  await expect(header).toHaveAttribute('data-visible', 'true')
  await expect(header).toBeInViewport()
})

test('the language control switches language and keeps the page', async ({ page }) => {
  await page.goto('/imprint')
  const languages = page.getByRole('group', { name: 'Language' }).first()
  await expect(languages.getByRole('link', { name: 'English' })).toHaveAttribute(
    'aria-current',
    'true',
  )
  await languages.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL(/\/de\/imprint$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')
  await page
    .getByRole('group', { name: 'Sprache' })
    .first()
    .getByRole('link', { name: 'English' })
    .click()
  await expect(page).toHaveURL(/\/imprint$/)
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
})

test('the keys locale shows raw message keys and is not offered', async ({ page }) => {
  await page.goto('/keys/imprint')
  await expect(page.locator('meta[name="version"]')).toHaveAttribute('content', 'v49.1')
  await expect(page.locator('meta[name="viewport"]')).toHaveAttribute(
    'content',
    'width=device-width, initial-scale=1',
  )
  const nav = page.getByRole('navigation', { name: 'nav.main' })
  await expect(nav.getByRole('button', { name: 'nav.solutions' })).toBeVisible()
  await expect(page.getByRole('contentinfo')).toContainText('footer.links.about')
  await expect(
    page.getByRole('group', { name: 'languages.label' }).first().getByRole('link'),
  ).toHaveCount(2)
})

test('the planner path shows the planner logo', async ({ page }) => {
  await page.goto('/kelpatlas')
  await expect(page.locator('[data-logo="planner"]')).toBeVisible()
  await page.goto('/imprint')
  await expect(page.locator('[data-logo="kelp"]')).toBeVisible()
})
