import { expect, test } from '@playwright/test'
import { newCompanyAdmin, pickProject, useToken } from './orbit-helpers'
import { MOBILE } from './shell-helpers'

/** A new company right after its first order, in the Portfolio Manager on a phone. */
const LOCALES = [
  {
    code: 'en',
    prefix: '',
    tabs: [
      'Strategy planning',
      'Portfolio overview',
      'Important documents and reporting',
      'Browse projects',
    ],
    overview: 'Portfolio overview',
    documents: 'Important documents and reporting',
    pending: "Orders awaiting Kelp's offer",
    browse: 'Find projects to buy from',
    orders: 'View cart and orders',
  },
  {
    code: 'de',
    prefix: '/de',
    tabs: [
      'Strategieplanung',
      'Portfolioübersicht',
      'Wichtige Dokumente und Berichte',
      'Projekte entdecken',
    ],
    overview: 'Portfolioübersicht',
    documents: 'Wichtige Dokumente und Berichte',
    pending: 'Bestellungen, die auf Kelps Angebot warten',
    browse: 'Projekte zum Kaufen finden',
    orders: 'Warenkorb und Bestellungen ansehen',
  },
] as const

for (const L of LOCALES) {
  test(`${L.code}: at 375 px every tab is in view, the first order is shown and each empty state names the next step`, async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const admin = await newCompanyAdmin(request, 'nina.first')
    const project = await pickProject(request, admin.token)
    const vintage = project.vintages.find((v) => v.creditsAvailable >= 2)!.year
    const placed = await request.post('/api/orbit/placeOrder', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { cartItems: [{ projectId: project.id, vintage, tonnes: 2 }] },
    })
    expect(placed.status(), await placed.text()).toBe(201)
    const { number } = ((await placed.json()) as { order: { number: string } }).order

    await page.setViewportSize(MOBILE)
    await useToken(context, page, admin.token, baseURL!)
    await page.goto(`${L.prefix}/portfolio-manager`)
    const tablist = page.getByRole('tablist')
    for (const name of L.tabs) await expect(tablist.getByRole('tab', { name })).toBeInViewport()

    const pending = page.getByRole('region', { name: L.pending })
    await expect(pending).toContainText(number)
    await expect(pending.getByRole('link', { name: L.orders })).toHaveAttribute(
      'href',
      `${L.prefix}/orbit`,
    )
    const overview = page.getByRole('tabpanel', { name: L.overview })
    // The holdings and the charts, both empty, each name the next step.
    await expect(overview.getByRole('link', { name: L.browse })).toHaveCount(2)
    for (const link of await overview.getByRole('link', { name: L.browse }).all())
      await expect(link).toHaveAttribute('href', `${L.prefix}/projects`)

    await tablist.getByRole('tab', { name: L.documents }).click()
    const documents = page.getByRole('tabpanel', { name: L.documents })
    await expect(documents.getByRole('link', { name: L.orders }).first()).toBeVisible()
  })
}
