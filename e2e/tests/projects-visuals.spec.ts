import { expect, test, type Page } from '@playwright/test'
import { signInForProjects } from './projects-helpers'
import { DESKTOP, MOBILE } from './shell-helpers'

const TEXTS = [
  { prefix: '', alt: /^Location map: .+ highlighted; method: .+$/, takeTab: "Kelp's take" },
  {
    prefix: '/de',
    alt: /^Standortkarte: .+ hervorgehoben; Methode: .+$/,
    takeTab: 'Kelps Einschätzung',
  },
]

/** Full-page screenshots at 1440 and 375 px, only when CONTENT_SHOTS names a directory. */
async function shots(page: Page, name: string) {
  const dir = process.env.CONTENT_SHOTS
  if (!dir) return
  await page.screenshot({ path: `${dir}/${name}-1440.png`, fullPage: true })
  await page.setViewportSize(MOBILE)
  await page.screenshot({ path: `${dir}/${name}-375.png`, fullPage: true })
  await page.setViewportSize(DESKTOP)
}

for (const l of TEXTS) {
  test(`${l.prefix || '/en'}: every card and the project page show the project's own map`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP)
    await signInForProjects(page, baseURL!)
    await page.goto(`${l.prefix}/projects`)
    const images = page.locator('main ul > li article img')
    await expect(images).toHaveCount(12)
    const cards = await images.evaluateAll((imgs) =>
      imgs.map((img) => ({
        src: img.getAttribute('src'),
        alt: img.getAttribute('alt'),
        href: img.closest('article')!.querySelector('h3 a')!.getAttribute('href'),
      })),
    )
    for (const card of cards) {
      expect(card.alt).toMatch(l.alt)
      const slug = card.href!.split('/').pop()
      expect(card.src).toBe(`/images/projects/${slug}.svg`)
    }
    const first = images.first()
    await expect
      .poll(() => first.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    await shots(page, `cards${l.prefix.replace('/', '-')}`)

    const link = page.locator('main ul > li article h3 a').first()
    const name = (await link.textContent())!
    await link.click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    const header = page.locator('main header').getByRole('img', { name: l.alt })
    await expect(header).toHaveAttribute('alt', l.alt)
    await expect
      .poll(() => header.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0)
    await page.getByRole('tablist').getByRole('tab', { name: l.takeTab }).click()
    await expect(page.getByRole('tabpanel')).toContainText(/SII \d+/)
    await shots(page, `project${l.prefix.replace('/', '-')}`)
  })
}
