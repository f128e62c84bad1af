import { expect, test, type APIRequestContext } from '@playwright/test'
import { createVerifiedUser, uniqueEmail } from './auth-helpers'
import { skipConsent } from './shell-helpers'

interface Lot {
  deliveryYear: number | null
  tonnes: number
}
interface SettingsResponse {
  settings: Record<string, unknown> & { targetYear: number }
  prices: { avoidanceCents: number; sources: { avoidance: string } }
  supply: { removal: Lot[]; avoidance: Lot[] }
}

const TEXTS = [
  {
    code: 'en',
    prefix: '',
    lang: 'en-GB',
    title: 'What Kelp can sell for this plan',
    onSale: 'the average price of what Kelp has on sale now',
    covered: (covered: string) => new RegExp(`Kelp can supply ${covered} t of the [\\d,]+ t`),
    enquire: 'Ask Kelp to source the missing credits',
    projectsTab: 'Projects',
    projectsTitle: 'Projects for your strategy',
    stock: /t (on sale|forward)/,
    notOnOffer: 'Not on offer',
  },
  {
    code: 'de',
    prefix: '/de',
    lang: 'de-DE',
    title: 'Was Kelp für diesen Plan verkaufen kann',
    onSale: 'der Durchschnittspreis dessen, was Kelp jetzt im Angebot hat',
    covered: (covered: string) => new RegExp(`Kelp kann ${covered} t der [\\d.]+ t liefern`),
    enquire: 'Kelp bitten, die fehlenden Zertifikate zu beschaffen',
    projectsTab: 'Projekte',
    projectsTitle: 'Projekte für Ihre Strategie',
    stock: /t (im Angebot|per Terminkauf)/,
    notOnOffer: 'Nicht im Angebot',
  },
] as const

/** A signed-in account whose saved plan buys far more avoidance credits than any stock. */
async function bigPlan(request: APIRequestContext) {
  const email = uniqueEmail('paul.plan')
  const password = 'planner-e2e-Password-1'
  await createVerifiedUser(request, email, password)
  const login = await request.post('/api/auth/sign-in', { data: { email, password } })
  const { access_token: token } = (await login.json()) as { access_token: string }
  const headers = { Authorization: `Bearer ${token}` }
  const read = (await (
    await request.get('/api/planner/settings', { headers })
  ).json()) as SettingsResponse
  const settings = {
    ...read.settings,
    baselineEmissions: 5_000_000,
    offsetTarget: 'neutral_12',
    approach: 'tonne_for_tonne',
    shortTermGoal: { year: 2030, percent: 10 },
    longTermGoal: null,
  }
  const saved = await request.put('/api/planner/settings', {
    headers,
    data: { settings, tutorialSeen: true },
  })
  expect(saved.status(), await saved.text()).toBe(200)
  return { token, answer: (await saved.json()) as SettingsResponse }
}

for (const L of TEXTS) {
  test(`ATLAS costs and covers the plan from what is on sale (${L.code})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const { token, answer } = await bigPlan(request)
    const { targetYear } = answer.settings
    // Avoidance only: everything on sale that is delivered by the target year is covered.
    const covered = answer.supply.avoidance
      .filter((lot) => lot.deliveryYear === null || lot.deliveryYear <= targetYear)
      .reduce((sum, lot) => sum + lot.tonnes, 0)
    const tonnes = new Intl.NumberFormat(L.lang, { maximumFractionDigits: 0 })
    await page.context().addCookies([
      { name: 'accessToken', value: token, url: baseURL! },
      { name: 'signedIn', value: '1', url: baseURL! },
    ])
    await skipConsent(page)
    await page.goto(`${L.prefix}/kelpatlas`)
    const panel = page.getByRole('region', { name: L.title })
    await expect(panel).toBeVisible()
    if (answer.prices.sources.avoidance === 'on_sale') await expect(panel).toContainText(L.onSale)
    const coverage = panel.getByTestId('planner-coverage')
    await expect(coverage).toContainText(L.covered(tonnes.format(covered).replaceAll('.', '\\.')))
    if (process.env.PLANNER_SHOTS) {
      await page.screenshot({ path: `${process.env.PLANNER_SHOTS}/strategy-${L.code}.png` })
    }
    await expect(panel.getByRole('link', { name: L.enquire })).toHaveAttribute(
      'href',
      `${L.prefix}/contact`,
    )

    // The projects the plan suggests all have credits on sale.
    await page.getByRole('tab', { name: L.projectsTab }).click()
    const suggested = page.getByRole('region', { name: L.projectsTitle })
    const cards = suggested.getByRole('listitem')
    await expect(cards.first()).toBeVisible()
    for (const card of await cards.all()) await expect(card).toContainText(L.stock)
    await expect(suggested).not.toContainText(L.notOnOffer)
    const shots = process.env.PLANNER_SHOTS
    if (shots) await page.screenshot({ path: `${shots}/supply-${L.code}.png`, fullPage: true })
  })
}
