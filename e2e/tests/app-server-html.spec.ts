import { expect, test, type APIRequestContext } from '@playwright/test'
import { newCompanyAdmin, pickProject } from './orbit-helpers'

/** What React writes into HTML for a text (names may hold `&` or quotes). */
const asHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#x27' }[c]};`,
  )

async function html(request: APIRequestContext, path: string, token?: string) {
  const res = await request.get(path, token ? { headers: { cookie: `accessToken=${token}` } } : {})
  expect(res.status()).toBe(200)
  return res.text()
}

const LOCALES = [
  { prefix: '', cart: 'Your cart', plan: 'Your saved plan', baseline: '4,321' },
  { prefix: '/de', cart: 'Ihr Warenkorb', plan: 'Ihr gespeicherter Plan', baseline: '4.321' },
]

for (const L of LOCALES) {
  test(`${L.prefix || '/en'}: with a session cookie the server HTML holds each screen's own data, not a spinner`, async ({
    request,
  }) => {
    const admin = await newCompanyAdmin(request, 'sina.server')
    const auth = { Authorization: `Bearer ${admin.token}` }
    const project = await pickProject(request, admin.token)
    const vintage = project.vintages.find((v) => v.creditsAvailable > 0)!
    const added = await request.post('/api/orbit/cart/items', {
      headers: auth,
      data: { projectId: project.id, vintage: vintage.year, tonnes: 3 },
    })
    expect(added.status()).toBe(201)
    const settings = await (await request.get('/api/planner/settings', { headers: auth })).json()
    const saved = await request.put('/api/planner/settings', {
      headers: auth,
      data: { settings: { ...settings.settings, baselineEmissions: 4321 } },
    })
    expect(saved.status()).toBe(200)

    // The cart in orbit: the line the user added, by project name.
    const orbit = await html(request, `${L.prefix}/orbit`, admin.token)
    expect(orbit).toContain(asHtml(project.name))
    expect(orbit).toMatch(new RegExp(`<h2[^>]*>${L.cart}</h2>`))
    expect(orbit).not.toContain('data-testid="loading-view"')

    // The planner: the user's own saved baseline.
    const planner = await html(request, `${L.prefix}/kelpatlas`, admin.token)
    expect(planner).toContain(L.plan)
    expect(planner).toContain(L.baseline)
    expect(planner).not.toContain('data-testid="loading-view"')

    // The project page and the list (with its URL's filters) come from the server too.
    const page = await html(request, `${L.prefix}/projects/${project.slug}`, admin.token)
    expect(page).toMatch(
      new RegExp(`<h1[^>]*>${asHtml(project.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}</h1>`),
    )
    const { items } = await (
      await request.get('/api/projects?sort=credits&page=2&perPage=12', { headers: auth })
    ).json()
    const list = await html(request, `${L.prefix}/projects?sort=credits&page=2`, admin.token)
    for (const item of items as { name: string }[]) expect(list).toContain(asHtml(item.name))
    expect(list).not.toContain('aria-busy="true"')

    // Without a session nothing private is rendered.
    expect(await html(request, `${L.prefix}/orbit`)).not.toContain(asHtml(project.name))
    // (The heading's text is in the page's message catalogue either way; the summary is not.)
    expect(await html(request, `${L.prefix}/kelpatlas`)).not.toContain('id="plan-summary-title"')
  })
}
