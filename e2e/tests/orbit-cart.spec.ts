import { expect, test } from '@playwright/test'
import { newCompanyAdmin, pickProject, useToken } from './orbit-helpers'
import { ORBIT_LOCALES } from './orbit-texts'

for (const L of ORBIT_LOCALES) {
  test(`the cart is kept on the server and counted in the navbar; a line can be removed (${L.code})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await newCompanyAdmin(request, 'jan.cart')
    const project = await pickProject(request, admin.token)
    const vintage = project.vintages.find((v) => v.creditsAvailable > 0)!
    const added = await request.post('/api/orbit/cart/items', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { projectId: project.id, vintage: vintage.year, tonnes: 2 },
    })
    expect(added.status()).toBe(201)

    await useToken(page.context(), page, admin.token, baseURL!)
    await page.goto(`${L.prefix}/orbit`)
    await expect(page.getByRole('link', { name: project.name })).toBeVisible()
    // The navbar counts the cart's lines and follows the change.
    const navCart = (name: string) => page.getByRole('link', { name, exact: true })
    await expect(navCart(L.navCartOne)).toBeVisible()
    await page
      .getByRole('button', { name: new RegExp(`${L.removePrefix}.*${L.removeSuffix}`) })
      .click()
    await expect(page.getByText(L.emptyCart)).toBeVisible()
    await expect(navCart(L.navCart)).toBeVisible()
    await page.reload()
    await expect(page.getByText(L.emptyCart)).toBeVisible()
  })
}

for (const L of ORBIT_LOCALES) {
  test(`what the cart shows is what is ordered: a typed quantity counts without Update (${L.code})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await newCompanyAdmin(request, 'ida.edit')
    const project = await pickProject(request, admin.token)
    const vintage = project.vintages.find((v) => v.creditsAvailable >= 8)!
    const headers = { Authorization: `Bearer ${admin.token}` }
    await request.post('/api/orbit/cart/items', {
      headers,
      data: { projectId: project.id, vintage: vintage.year, tonnes: 5 },
    })
    await useToken(page.context(), page, admin.token, baseURL!)
    await page.goto(`${L.prefix}/orbit`)
    // Type 8 and go straight to the order button: no Update, no Enter.
    await page.getByRole('textbox', { name: new RegExp(project.name) }).fill('8')
    await page.getByRole('button', { name: L.placeOrder, exact: true }).click()
    await expect(page.getByText(L.placed)).toBeVisible()
    const orbit = await request.get('/api/orbit', { headers })
    const [order] = ((await orbit.json()) as { orders: { items: { tonnes: number }[] }[] }).orders
    expect(order!.items[0]!.tonnes).toBe(8)
  })
}
