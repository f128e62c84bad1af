import { expect, test } from '@playwright/test'
import { expectAccessible, newCompanyAdmin, pickProject, shots, useToken } from './orbit-helpers'

const LOCALES = [
  {
    code: 'en',
    prefix: '',
    link: 'Webhooks',
    title: 'Webhooks',
    url: 'Endpoint URL (HTTPS)',
    description: 'Description (optional)',
    offerReady: /offer\.ready/,
    add: 'Add endpoint',
    notHttps: 'Webhook endpoints must use HTTPS.',
    secretTitle: 'Your signing secret',
    stored: 'I have stored the secret',
    disable: 'Disable',
    enable: 'Enable',
    disabled: 'Disabled',
    show: 'Show deliveries',
    replay: 'Replay',
    replayed: 'The event is queued to be sent again.',
    del: 'Delete',
    confirmDelete: 'Delete endpoint and its history',
    empty: 'No endpoints yet. Add one below.',
  },
  {
    code: 'de',
    prefix: '/de',
    link: 'Webhooks',
    title: 'Webhooks',
    url: 'Endpunkt-URL (HTTPS)',
    description: 'Beschreibung (optional)',
    offerReady: /offer\.ready/,
    add: 'Endpunkt hinzufügen',
    notHttps: 'Webhook-Endpunkte müssen HTTPS verwenden.',
    secretTitle: 'Ihr Signaturschlüssel',
    stored: 'Ich habe den Schlüssel gespeichert',
    disable: 'Deaktivieren',
    enable: 'Aktivieren',
    disabled: 'Deaktiviert',
    show: 'Zustellungen anzeigen',
    replay: 'Erneut senden',
    replayed: 'Das Ereignis wird erneut gesendet.',
    del: 'Löschen',
    confirmDelete: 'Endpunkt und Verlauf löschen',
    empty: 'Noch keine Endpunkte. Legen Sie unten einen an.',
  },
]

for (const L of LOCALES) {
  test(`company admin registers a webhook endpoint, sees a delivery and replays it (${L.code})`, async ({
    page,
    request,
    baseURL,
  }) => {
    // Several steps wait for the background worker and the API; generous on a busy machine.
    test.setTimeout(240_000)
    const admin = await newCompanyAdmin(request, 'hook.admin')
    await useToken(page.context(), page, admin.token, baseURL!)
    await page.goto(`${L.prefix}/portfolio-manager`)
    await page.getByRole('link', { name: L.link }).click()
    await expect(page.getByRole('heading', { level: 1, name: L.title })).toBeVisible({
      timeout: 20_000,
    })
    await expect(page.getByText(L.empty)).toBeVisible({ timeout: 20_000 })

    // Production refuses plain HTTP; the server's sentence is shown in the page's language.
    await page.getByLabel(L.url).fill('http://hooks.example.com/kelp')
    await page.getByRole('button', { name: L.add }).click()
    await expect(page.getByRole('alert').filter({ hasText: L.notHttps })).toBeVisible()

    await page.getByLabel(L.url).fill('https://hooks.example.com/kelp')
    await page.getByLabel(L.description).fill('Shop backend')
    await page.getByRole('checkbox', { name: L.offerReady }).check()
    await page.getByRole('button', { name: L.add }).click()
    const secret = page.getByRole('region', { name: L.secretTitle })
    await expect(secret).toBeVisible()
    await expect(secret.locator('code')).toHaveText(/^whsec_/)
    await expect(
      page.getByRole('heading', { name: 'https://hooks.example.com/kelp' }),
    ).toBeVisible()
    await shots(page, `webhooks-created-${L.code}`)
    await expectAccessible(page)
    await page.getByRole('button', { name: L.stored }).click()
    await expect(secret).toBeHidden()

    // An order placed through the API becomes a delivery to the endpoint.
    const project = await pickProject(request, admin.token)
    const vintage = project.vintages.find((v) => v.creditsAvailable >= 1)!.year
    const placed = await request.post('/api/orbit/placeOrder', {
      headers: { Authorization: `Bearer ${admin.token}` },
      data: { cartItems: [{ projectId: project.id, vintage, tonnes: 1 }] },
    })
    expect(placed.status()).toBe(201)
    await page.getByRole('button', { name: L.show }).click()
    await expect(async () => {
      await page.getByRole('button', { name: /Refresh|Aktualisieren/ }).click()
      const card = page.getByRole('listitem').filter({ hasText: 'https://hooks.example.com/kelp' })
      await expect(card.getByText('order.placed', { exact: true })).toBeVisible({ timeout: 1000 })
    }).toPass({ timeout: 30_000 })
    await page.getByRole('button', { name: L.replay }).first().click()
    await expect(page.getByRole('status').filter({ hasText: L.replayed })).toBeVisible()
    await shots(page, `webhooks-deliveries-${L.code}`)
    await expectAccessible(page)

    await page.getByRole('button', { name: L.disable }).click()
    await expect(page.getByText(L.disabled, { exact: true })).toBeVisible()
    await page.getByRole('button', { name: L.enable }).click()
    await page.getByRole('button', { name: L.del, exact: true }).click()
    await page.getByRole('button', { name: L.confirmDelete }).click()
    await expect(page.getByText(L.empty)).toBeVisible()
  })
}
