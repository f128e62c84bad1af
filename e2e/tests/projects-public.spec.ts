import { expect, test } from '@playwright/test'
import { gotoReady } from './auth-helpers'
import { MODAL_LOCALES, signInModal } from './auth-modal-helpers'
import { LOCALES } from './projects-helpers'
import { skipConsent } from './shell-helpers'

/** What a signed-out visitor reads on the public marketplace (docs/decisions/161). */
const PUBLIC = [
  {
    ...LOCALES[0],
    modal: MODAL_LOCALES[0],
    listTitle: 'Carbon projects to buy credits from | Kelp',
    score: 'SII score',
    buy: 'Sign in to buy',
    ask: 'Sign in to ask',
    suffix: ' — carbon credits | Kelp',
  },
  {
    ...LOCALES[1],
    modal: MODAL_LOCALES[1],
    listTitle: 'Klimaschutzprojekte für Ihre Zertifikate | Kelp',
    score: 'SII-Bewertung',
    buy: 'Zum Kaufen anmelden',
    ask: 'Zum Fragen anmelden',
    suffix: ' — CO₂-Zertifikate | Kelp',
  },
] as const

let project: { slug: string; name: string } | undefined
test.beforeEach(async ({ page, request }) => {
  await skipConsent(page)
  if (!project) {
    const list = await request.get('/api/projects?perPage=1')
    project = ((await list.json()) as { items: { slug: string; name: string }[] }).items[0]!
  }
})

for (const l of PUBLIC) {
  test(`${l.code}: a signed-out visitor browses projects and is asked to sign in only to buy or ask`, async ({
    page,
  }) => {
    await gotoReady(page, `${l.prefix}/projects`)
    await expect(page.getByRole('heading', { name: l.title, level: 1 })).toBeVisible()
    await expect(page).toHaveTitle(l.listTitle)
    await expect(page.locator('main ul > li article')).toHaveCount(12)
    await expect(signInModal(page, l.modal)).toHaveCount(0)

    await page.getByRole('link', { name: project!.name }).first().click()
    const path = `${l.prefix}/projects/${project!.slug}`
    await expect(page).toHaveURL((url) => url.pathname === path)
    await expect(page.getByRole('heading', { name: project!.name, level: 1 })).toBeVisible()
    await expect(page).toHaveTitle(`${project!.name}${l.suffix}`)
    await expect(page.getByText(l.score).first()).toBeVisible()
    await expect(page.getByRole('heading', { name: l.vintages })).toBeVisible()
    await expect(signInModal(page, l.modal)).toHaveCount(0)

    // Acting asks for sign-in; closing the modal leaves the visitor on the project.
    await page.getByRole('button', { name: l.buy }).click()
    const modal = page.getByRole('dialog', { name: l.modal.title })
    await expect(modal).toBeVisible()
    await modal.getByRole('button', { name: l.modal.close }).click()
    await expect(modal).toHaveCount(0)
    await expect(page).toHaveURL((url) => url.pathname === path)
    await page.getByRole('button', { name: l.ask }).click()
    await expect(page.getByRole('dialog', { name: l.modal.title })).toBeVisible()
  })

  test(`${l.code}: project pages are in the server HTML with title, canonical link and alternates`, async ({
    request,
  }) => {
    const list = await (await request.get(`${l.prefix}/projects`)).text()
    expect(list).toMatch(new RegExp(`<h1[^>]*>${l.title}</h1>`))
    expect(list).toMatch(/<link rel="canonical" href="[^"]*\/(de\/)?projects"/)
    const res = await request.get(`${l.prefix}/projects/${project!.slug}`)
    expect(res.status()).toBe(200)
    const html = await res.text()
    expect(html).toContain(`/projects/${project!.slug}"`)
    expect(html).toMatch(
      new RegExp(`<link rel="canonical" href="[^"]*${l.prefix}/projects/${project!.slug}"`),
    )
    expect(html).toMatch(/<link rel="alternate" hrefLang="de" href="[^"]*\/de\/projects\//)
    expect(html).not.toMatch(/<meta name="robots" content="noindex/)
    expect(html).toContain(l.score)
    const missing = await request.get(`${l.prefix}/projects/no-such-project-anywhere`)
    expect(missing.status()).toBe(404)
  })
}

test('the project pages are in a sitemap that robots.txt names', async ({ request }) => {
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toMatch(/Sitemap: \S+\/projects-sitemap\.xml/)
  const res = await request.get('/projects-sitemap.xml')
  expect(res.status()).toBe(200)
  expect(res.headers()['content-type']).toContain('application/xml')
  const xml = await res.text()
  expect(xml).toMatch(new RegExp(`<loc>[^<]*/projects/${project!.slug}</loc>`))
  expect(xml).toMatch(new RegExp(`<loc>[^<]*/de/projects/${project!.slug}</loc>`))
  expect(xml).toMatch(/<loc>[^<]*\/projects<\/loc>/)
})
