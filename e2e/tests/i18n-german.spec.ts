import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { gotoReady, latestCode } from './auth-helpers'
import { useToken } from './orbit-helpers'

/** The seeded demo company's admin (kelp-demo.com): holdings, documents, invoices, an offer. */
const DEMO_EMAIL = 'alex.demo@kelp-demo.com'
/** An Isometric project in the United States: a site label, a protocol as its methodology. */
const PROJECT = 'charm-range-plains-biochar'

/**
 * English (or raw data) that must never reach the German interface. Country names that are
 * part of a project's own name ("Carbofex – Finland") are left out on purpose.
 */
const ENGLISH = [
  /Invoice/,
  /Framework agreement/,
  /climate disclosure/,
  /Retirement certificate/,
  /United States/,
  /Germany/,
  /located in/,
  /Methodology/,
  /\bprotocol\b/,
  /\bbiochar\b/, // the raw method key; "Biochar" in a project's name is a name
]

async function signInDemo(request: APIRequestContext) {
  const otp = await request.post('/api/users/request_otp', {
    data: { email: DEMO_EMAIL, path: '/projects' },
  })
  expect(otp.status(), await otp.text()).toBe(200)
  const code = await latestCode(request, DEMO_EMAIL)
  const login = await request.post('/api/users/login_otp', { data: { email: DEMO_EMAIL, code } })
  expect(login.status(), await login.text()).toBe(201)
  return ((await login.json()) as { access_token: string }).access_token
}

/** The visible text of the page after each tab (by name) was opened in turn. */
async function textWithTabs(page: Page, path: string, tabs: string[] = []) {
  await gotoReady(page, path)
  await page.waitForLoadState('networkidle')
  const texts = [await page.locator('body').innerText()]
  for (const name of tabs) {
    const tab = page.getByRole('tab', { name, exact: true }).first()
    await tab.click()
    await expect(tab).toHaveAttribute('aria-selected', 'true')
    await page.waitForLoadState('networkidle')
    // Lists inside a tab load after it opens.
    await expect(page.locator('main').getByText(/^(Loading|.* werden geladen)/)).toHaveCount(0)
    texts.push(await page.locator('main').innerText())
  }
  return texts.join('\n')
}

test.describe.configure({ mode: 'serial' })

let token: string
test.beforeAll(async ({ request }) => {
  token = await signInDemo(request)
})

test('the German app pages show no English words and no raw data keys', async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000)
  await useToken(page.context(), page, token, baseURL!)
  const pages: [string, string[]][] = [
    ['/de/projects', []],
    [
      `/de/projects/${PROJECT}`,
      ['Überblick', 'Über das Projekt', 'Qualität', 'Wirkung', 'Kelps Einschätzung'],
    ],
    ['/de/orbit', []],
    [
      '/de/portfolio-manager',
      ['Portfolioübersicht', 'Wichtige Dokumente und Berichte', 'Projekte entdecken'],
    ],
    ['/de/kelpatlas', []],
  ]
  for (const [path, tabs] of pages) {
    const text = await textWithTabs(page, path, tabs)
    const found = ENGLISH.filter((word) => word.test(text)).map(String)
    expect(found, path).toEqual([])
  }
  // What was English before is now German.
  const project = await textWithTabs(page, `/de/projects/${PROJECT}`)
  expect(project).toContain('Vereinigte Staaten')
  expect(project).toContain('Isometric-Protokoll für Pflanzenkohle')
  const documents = await textWithTabs(page, '/de/portfolio-manager', [
    'Wichtige Dokumente und Berichte',
  ])
  expect(documents).toMatch(/Rechnung INV-\d{4}-\d{6}/)
  expect(documents).toContain('Rahmenvertrag über den Kauf von CO₂-Zertifikaten')
})

test('the same data reads English on the English pages', async ({ page, baseURL }) => {
  await useToken(page.context(), page, token, baseURL!)
  const project = await textWithTabs(page, `/projects/${PROJECT}`)
  expect(project).toContain('United States')
  expect(project).toContain('Isometric Biochar protocol')
  expect(project).not.toContain('Vereinigte Staaten')
  const documents = await textWithTabs(page, '/portfolio-manager', [
    'Important documents and reporting',
  ])
  expect(documents).toMatch(/Invoice INV-\d{4}-\d{6}/)
  expect(documents).toContain('Framework agreement for carbon credit purchases')
  expect(documents).not.toMatch(/Rechnung|Rahmenvertrag/)
})
