import { expect, test } from '@playwright/test'
import { latestMail, uniqueEmail } from './auth-helpers'
import { LOCALES, signInForProjects } from './projects-helpers'
import { DESKTOP, MOBILE } from './shell-helpers'

test("the map marks the page's projects over the world outline drawn at build time", async ({
  page,
  baseURL,
}) => {
  await page.setViewportSize(DESKTOP)
  await signInForProjects(page, baseURL!)
  const land = page.waitForResponse((r) => r.url().endsWith('/maps/world-land.svg'))
  await page.goto('/projects')
  const map = page.getByRole('img', { name: 'World map showing 12 project locations on this page' })
  await expect(map).toBeVisible()
  const answer = await land
  expect(answer.status()).toBe(200)
  expect(answer.headers()['content-type']).toContain('image/svg+xml')
  expect(await answer.text()).toMatch(/<path d="M[\d.,LMZ-]+"/)
  await expect(map.locator('circle')).toHaveCount(12)
  const cards = await page.locator('main ul > li article h3 a').allTextContents()
  const dots = await map.locator('a').evaluateAll((links) =>
    links.map((a) => {
      const c = a.querySelector('circle')!
      return {
        name: a.getAttribute('aria-label'),
        href: a.getAttribute('href'),
        x: Number(c.getAttribute('cx')),
        y: Number(c.getAttribute('cy')),
      }
    }),
  )
  expect(dots.map((d) => d.name).sort()).toEqual([...cards].sort())
  for (const dot of dots) {
    expect(dot.href).toMatch(/^\/projects\/[a-z0-9-]+$/)
    expect(dot.x).toBeGreaterThan(0)
    expect(dot.x).toBeLessThan(960)
    expect(dot.y).toBeGreaterThan(0)
    expect(dot.y).toBeLessThan(500)
  }
  await page.goto('/de/projects')
  await expect(
    page.getByRole('img', { name: 'Weltkarte mit 12 Projektstandorten auf dieser Seite' }),
  ).toBeVisible()
})

for (const l of LOCALES) {
  test(`${l.code}: filter to nothing, clear, keep filters in the URL`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP)
    await signInForProjects(page, baseURL!)
    await page.goto(`${l.prefix}/projects`)
    await expect(page.getByRole('heading', { name: l.title })).toBeVisible()
    await expect(page.getByText(l.attribution)).toBeVisible()
    await expect(page.locator('main ul > li article').first()).toBeVisible()
    await page.getByLabel(l.method).selectOption('refrigerants')
    await expect(page).toHaveURL(/method=refrigerants/)
    await page.getByLabel(l.score).selectOption('70')
    await expect(page).toHaveURL(/minScore=70/)
    await expect(page.getByRole('heading', { name: l.empty })).toBeVisible()
    await page.goBack()
    await expect(page).not.toHaveURL(/minScore/)
    await expect(page.getByRole('heading', { name: l.empty })).toBeHidden()
    await page.goForward()
    await expect(page.getByRole('heading', { name: l.empty })).toBeVisible()
    await page.getByRole('link', { name: l.clear }).last().click()
    await expect(page).not.toHaveURL(/method=/)
    await expect(page.locator('main ul > li article')).toHaveCount(12)
  })

  test(`${l.code}: open a project and switch every tab at 1440 and 375 px`, async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize(DESKTOP)
    await signInForProjects(page, baseURL!)
    await page.goto(`${l.prefix}/projects`)
    const first = page.locator('main ul > li article h3 a').first()
    const name = (await first.textContent())!
    await first.click()
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(page.getByRole('heading', { name: l.vintages })).toBeVisible()
    const tabs = page.getByRole('tablist')
    for (const tab of l.tabs) {
      await tabs.getByRole('tab', { name: tab }).click()
      await expect(tabs.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true')
    }
    await tabs.getByRole('tab', { name: l.tabs[2] }).click()
    await expect(page.getByRole('heading', { name: l.quality })).toBeVisible()
    await page.setViewportSize(MOBILE)
    for (const tab of l.mobileTabs) {
      await tabs.getByRole('tab', { name: tab, exact: true }).click()
      await expect(page.getByRole('tabpanel')).toBeVisible()
    }
    await tabs.getByRole('tab', { name: l.mobileTabs[2], exact: true }).click()
    await expect(page.getByRole('heading', { name: l.impact })).toBeVisible()
  })

  test(`${l.code}: send an enquiry (prefilled from the profile) and find both mails`, async ({
    page,
    baseURL,
    request,
  }) => {
    await page.setViewportSize(DESKTOP)
    await signInForProjects(page, baseURL!)
    await page.goto(`${l.prefix}/projects`)
    await page.locator('main ul > li article h3 a').first().click()
    await page.getByRole('button', { name: l.enquire }).click()
    const dialog = page.getByRole('dialog')
    // Signed in: e-mail and name come from the profile; emptied, they are required again.
    await expect(dialog.getByLabel(l.email)).toHaveValue('mara@kelp-buyer.example')
    await expect(dialog.getByLabel(l.firstName)).toHaveValue('Mara')
    await expect(dialog.getByLabel(l.lastName)).toHaveValue('Keller')
    for (const label of [l.email, l.firstName, l.lastName]) await dialog.getByLabel(label).fill('')
    await dialog.getByRole('button', { name: l.submit }).click()
    await expect(dialog.getByText(l.required)).toHaveCount(4)
    const email = uniqueEmail('jonas.weber')
    await dialog.getByLabel(l.email).fill('jonas@gmail.com')
    await dialog.getByLabel(l.firstName).fill('Jonas')
    await dialog.getByLabel(l.lastName).fill('Weber')
    await dialog.getByLabel(l.phone).fill('+49 30 1234567')
    await dialog.getByRole('button', { name: l.submit }).click()
    await expect(dialog.getByText(l.business)).toBeVisible()
    await dialog.getByLabel(l.email).fill(email)
    await dialog.getByRole('button', { name: l.submit }).click()
    await expect(dialog.getByRole('heading', { name: l.thanks })).toBeVisible()
    const confirmation = await latestMail(request, email)
    expect(confirmation.subject).toContain(l.confirmSubject)
    const sales = await request.get('/api/dev/mail?to=sales%40kelp.earth')
    const mails: { text: string }[] = (await sales.json()).mails
    expect(mails.some((m) => m.text.includes(email))).toBe(true)
  })
}
