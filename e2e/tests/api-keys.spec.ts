import { expect, test } from '@playwright/test'
import { expectAccessible, newCompanyAdmin, shots, useToken } from './orbit-helpers'

const LOCALES = [
  {
    code: 'en',
    prefix: '',
    title: 'API keys',
    name: 'Name',
    orders: 'Place and read orders',
    test: 'Test (sandbox)',
    create: 'Create key',
    nameRequired: 'Please give the key a name.',
    secret: 'Secret',
    revoke: (name: string) => `Revoke ${name}`,
    revoked: 'Revoked on',
  },
  {
    code: 'de',
    prefix: '/de',
    title: 'API-Schlüssel',
    name: 'Name',
    orders: 'Bestellungen aufgeben und lesen',
    test: 'Test (Sandbox)',
    create: 'Schlüssel erstellen',
    nameRequired: 'Bitte geben Sie dem Schlüssel einen Namen.',
    secret: 'Geheimnis',
    revoke: (name: string) => `${name} widerrufen`,
    revoked: 'Widerrufen am',
  },
] as const

for (const L of LOCALES) {
  test(`company admin creates, uses and revokes an API key (${L.code})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await newCompanyAdmin(request, 'kira.keys')
    await useToken(page.context(), page, admin.token, baseURL!)
    await page.goto(`${L.prefix}/portfolio-manager/api-keys`)
    await expect(page.getByRole('heading', { level: 1, name: L.title })).toBeVisible()

    await page.getByRole('button', { name: L.create }).click()
    await expect(page.getByRole('alert').filter({ hasText: L.nameRequired })).toBeVisible()

    await page.getByLabel(L.name).fill('Shop checkout')
    await page.getByRole('checkbox', { name: L.orders }).check()
    await page.getByRole('radio', { name: L.test }).check()
    await page.getByRole('button', { name: L.create }).click()
    const secret = page.getByRole('status', { name: L.secret })
    await expect(secret).toHaveText(/^kelp_test_[A-Za-z0-9_-]{43}$/)
    await shots(page, `api-keys-created-${L.code}`)
    await expectAccessible(page)

    // The secret works against the public API, with the sandbox inventory.
    const key = (await secret.textContent())!
    const projects = await request.get('/api/v1/projects?limit=1', {
      headers: { authorization: `Bearer ${key}` },
    })
    expect(projects.status()).toBe(200)

    page.once('dialog', (dialog) => dialog.accept())
    await page.getByRole('button', { name: L.revoke('Shop checkout') }).click()
    await expect(page.getByText(L.revoked)).toBeVisible()
    const refused = await request.get('/api/v1/projects', {
      headers: { authorization: `Bearer ${key}` },
    })
    expect(refused.status()).toBe(401)
  })
}
