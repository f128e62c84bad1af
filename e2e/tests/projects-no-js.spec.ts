import { expect, test, type Page } from '@playwright/test'
import { LOCALES } from './projects-helpers'
import { MOBILE, DESKTOP, skipConsent } from './shell-helpers'

test.use({ javaScriptEnabled: false })

/** Screenshots at 1440 and 375 px for review, only when PROJECTS_SHOTS names a directory. */
async function shots(page: Page, name: string) {
  const dir = process.env.PROJECTS_SHOTS
  if (!dir) return
  await page.setViewportSize(DESKTOP)
  await page.screenshot({ path: `${dir}/${name}-1440.png` })
  await page.setViewportSize(MOBILE)
  await page.screenshot({ path: `${dir}/${name}-375.png`, fullPage: true })
  await page.setViewportSize(DESKTOP)
}

const MORE = [
  { apply: 'Apply filters', page2: 'Page 2 of', next: 'Next', pages: 'Pages' },
  { apply: 'Filter anwenden', page2: 'Seite 2 von', next: 'Weiter', pages: 'Seiten' },
] as const

for (const [i, l] of LOCALES.entries()) {
  const m = MORE[i]!
  test(`${l.code}: without JavaScript the list filters, clears and pages through plain links and a GET form`, async ({
    page,
    baseURL,
  }) => {
    await skipConsent(page)
    await page.context().addCookies([{ name: 'accessToken', value: 'no-js', url: baseURL! }])
    await page.goto(`${l.prefix}/projects`)
    const cards = page.locator('main ul > li article')
    await expect(page.getByRole('heading', { name: l.title, level: 1 })).toBeVisible()
    await expect(cards).toHaveCount(12)
    await shots(page, `projects-no-js-${l.code}`)

    await page.getByLabel(l.method).selectOption('refrigerants')
    await page.getByRole('button', { name: m.apply }).click()
    await expect(page).toHaveURL(/method=refrigerants/)
    await expect(page.getByLabel(l.method)).toHaveValue('refrigerants')
    const filtered = await cards.count()
    expect(filtered).toBeGreaterThan(0)
    expect(filtered).toBeLessThan(12)

    await page.getByLabel(l.score).selectOption('70')
    await page.getByRole('button', { name: m.apply }).click()
    await expect(page).toHaveURL(/minScore=70/)
    await expect(page.getByRole('heading', { name: l.empty })).toBeVisible()
    await page.getByRole('link', { name: l.clear }).last().click()
    await expect(page).not.toHaveURL(/method=refrigerants|minScore=70/)
    await expect(cards).toHaveCount(12)

    const first = await cards.first().locator('h3').innerText()
    await page
      .getByRole('navigation', { name: m.pages })
      .getByRole('link', { name: m.next })
      .click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByText(m.page2)).toBeVisible()
    await expect(cards.first().locator('h3')).not.toHaveText(first)
  })
}
