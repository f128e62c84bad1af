import {
  expect,
  test,
  type APIRequestContext,
  type BrowserContext,
  type Page,
} from '@playwright/test'
import { createVerifiedUser, uniqueEmail } from './auth-helpers'
import { MOBILE, skipConsent } from './shell-helpers'

/** A fresh verified account, signed in by its token cookie; the cookie banner already answered. */
async function signIn(
  page: Page,
  request: APIRequestContext,
  context: BrowserContext,
  baseURL: string,
) {
  const email = uniqueEmail('ada.planner')
  const password = 'planner-e2e-Password-1'
  await createVerifiedUser(request, email, password)
  const login = await request.post('/api/auth/sign-in', { data: { email, password } })
  const { access_token } = (await login.json()) as { access_token: string }
  await context.addCookies([
    { name: 'accessToken', value: access_token, url: baseURL },
    { name: 'signedIn', value: '1', url: baseURL },
  ])
  await skipConsent(page)
}

/** Screenshots for reviewing the screens, only when PLANNER_SHOTS names a directory. */
async function shot(page: Page, name: string) {
  if (process.env.PLANNER_SHOTS)
    await page.screenshot({ path: `${process.env.PLANNER_SHOTS}/${name}`, fullPage: true })
}

const figure = (page: Page, key: string) => page.locator(`dd[data-figure="${key}"]`)

test.describe('ATLAS planner', () => {
  test('enter settings, see the chart, switch approach and target (English)', async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    await signIn(page, request, context, baseURL!)
    await page.goto('/kelpatlas')
    const tutorial = page.getByRole('dialog', { name: 'Welcome to ATLAS' })
    await expect(tutorial).toBeVisible()
    await shot(page, 'planner-1440-tutorial.png')
    await tutorial.getByRole('button', { name: 'Skip tutorial' }).click()
    await expect(tutorial).toBeHidden()

    await expect(page.getByText('Enter your baseline emissions and a reduction goal')).toBeVisible()
    await page.getByLabel('Baseline emissions (t CO2e)').fill('1000')
    await page.getByLabel('Short-term reduction (%)').fill('55')
    await page.getByLabel('Long-term reduction (%)').fill('90')
    const chart = page.getByRole('img', { name: 'Emissions, reductions and credits by year' })
    await expect(chart).toBeVisible()
    await expect(page.getByText('Short-term goal above 50%')).toBeVisible()

    const cost = await figure(page, 'cost').innerText()
    await page.getByLabel('Approach').selectOption('carbon_fee')
    await expect(figure(page, 'cost')).not.toHaveText(cost)
    const credits = await figure(page, 'credits').innerText()
    await page.getByLabel('Offset target').selectOption('removals_only')
    await expect(figure(page, 'credits')).not.toHaveText(credits)
    await expect(page.getByText('Every credit you buy is a carbon removal.')).toBeVisible()
    await shot(page, 'planner-1440-en.png')

    await expect(page.getByText('All changes saved')).toBeVisible()
    await page.reload()
    await expect(chart).toBeVisible()
    await expect(page.getByLabel('Approach')).toHaveValue('carbon_fee')
    await expect(page.getByRole('dialog')).toBeHidden()

    await page.getByRole('tab', { name: 'Marketing & Reports' }).click()
    await expect(page.getByText('Beyond reducing our own emissions')).toBeVisible()
    await expect(page.getByRole('note')).toContainText('Directive 2024/825')
  })

  test('German: tutorial, settings and the claims', async ({ page, context, request, baseURL }) => {
    await signIn(page, request, context, baseURL!)
    await page.goto('/de/kelpatlas')
    await expect(page.getByRole('dialog', { name: 'Willkommen bei ATLAS' })).toBeVisible()
    const tutorial = page.getByRole('dialog')
    for (let step = 0; step < 3; step++)
      await tutorial.getByRole('button', { name: 'Weiter' }).click()
    await tutorial.getByRole('button', { name: 'Mit der Planung beginnen' }).click()
    await expect(tutorial).toBeHidden()

    await page.getByLabel('Basisemissionen (t CO2e)').fill('2500')
    await page.getByLabel('Langfristige Reduktion (%)').fill('90')
    await expect(
      page.getByRole('img', { name: 'Emissionen, Reduktionen und Zertifikate je Jahr' }),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Ihre Strategie erklärt' })).toBeVisible()
    await shot(page, 'planner-1440-de.png')

    await page.getByRole('button', { name: 'Anleitung' }).click()
    await expect(page.getByRole('dialog', { name: 'Willkommen bei ATLAS' })).toBeVisible()
    await page.getByRole('button', { name: 'Anleitung überspringen' }).click()

    await page.getByRole('tab', { name: 'Einblicke' }).click()
    await expect(page.getByText('Zertifikate über den Plan', { exact: true })).toBeVisible()
    await page.getByRole('tab', { name: 'Marketing & Berichte' }).click()
    await expect(page.getByText('Über die Senkung unserer eigenen Emissionen hinaus')).toBeVisible()
    await shot(page, 'planner-1440-claims-de.png')
  })

  for (const [path, title, copy, copied] of [
    ['/kelpatlas', 'ATLAS works on larger screens', 'Copy link', 'Link copied'],
    ['/de/kelpatlas', 'ATLAS läuft auf größeren Bildschirmen', 'Link kopieren', 'Link kopiert'],
  ] as const) {
    test(`small screens get the desktop-only notice with copy-link (${path})`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await signIn(page, request, context, baseURL!)
      await page.setViewportSize(MOBILE)
      // Phones get the notice alone: the dashboard, and its settings request, never load.
      const plannerCalls: string[] = []
      page.on('request', (req) => {
        if (req.url().includes('/api/planner/')) plannerCalls.push(req.url())
      })
      await page.goto(path)
      await expect(page.getByRole('heading', { name: title })).toBeVisible()
      await expect(page.getByRole('tablist')).toBeHidden()
      await page.getByRole('button', { name: copy }).click()
      await expect(page.getByRole('status').filter({ hasText: copied })).toBeVisible()
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(path)
      expect(plannerCalls).toEqual([])
      await shot(page, `planner-375${path.startsWith('/de') ? '-de' : ''}.png`)
    })
  }
})
