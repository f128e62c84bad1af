import { expect, test } from '@playwright/test'
import {
  expectAccessible,
  newCompanyAdmin,
  shots,
  signUpAndSignIn,
  useToken,
} from './orbit-helpers'

const TEXTS = {
  en: {
    prefix: '',
    title: 'Portfolio access',
    asked: /asked for access on/,
    badge: 'Access request',
    refuse: 'Refuse',
    refuseName: (email: string) => new RegExp(`^Refuse access for .*${email}`),
    dialog: (email: string) => new RegExp(`^Refuse access for .*${email}.*\\?$`),
    signedOut: 'is signed out on every device',
    cancel: 'Cancel',
    confirm: 'Refuse access',
    refused: 'access refused',
  },
  de: {
    prefix: '/de',
    title: 'Zugriff auf das Portfolio',
    asked: /hat am .+ Zugriff angefragt/,
    badge: 'Zugriffsanfrage',
    refuse: 'Ablehnen',
    refuseName: (email: string) => new RegExp(`^Zugriff für .*${email}.* ablehnen$`),
    dialog: (email: string) => new RegExp(`^Zugriff für .*${email}.* ablehnen\\?$`),
    signedOut: 'auf allen Geräten abgemeldet',
    cancel: 'Abbrechen',
    confirm: 'Zugriff ablehnen',
    refused: 'Zugriff abgelehnt',
  },
}

for (const code of ['en', 'de'] as const) {
  const T = TEXTS[code]
  test(`the admin's access list: requests first with their date, refusing asks first (${code})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await newCompanyAdmin(request)
    // "aaron" sorts first by e-mail; "zora" asked for access, so she comes first.
    await signUpAndSignIn(request, `aaron.quiet@${admin.domain}`)
    const zora = `zora.asks@${admin.domain}`
    const zoraToken = await signUpAndSignIn(request, zora)
    const asked = await request.post('/api/portfolio/access-request', {
      headers: { Authorization: `Bearer ${zoraToken}` },
      data: { message: 'For the CSRD report' },
    })
    expect(asked.status()).toBe(202)

    await useToken(page.context(), page, admin.token, baseURL!)
    await page.goto(`${T.prefix}/portfolio-manager`)
    const list = page.getByRole('region', { name: T.title })
    const rows = list.getByRole('listitem')
    await expect(rows.first()).toContainText(zora)
    await expect(rows.first()).toContainText(T.badge)
    await expect(rows.first()).toContainText(T.asked)
    await expect(rows.nth(1)).toContainText(`aaron.quiet@${admin.domain}`)
    await expect(rows.nth(1)).not.toContainText(T.badge)

    // Short visible labels; the accessible name says whose access the button decides.
    for (const text of await list.getByRole('button').allInnerTexts()) {
      expect(text).not.toContain('@')
    }
    const refuse = list.getByRole('button', { name: T.refuseName(zora) })
    await expect(refuse).toHaveText(T.refuse)
    await shots(page, `portfolio-access-list-${code}`)
    await expectAccessible(page)

    // Cancel changes nothing; confirming refuses.
    await refuse.click()
    const dialog = page.getByRole('dialog', { name: T.dialog(zora) })
    await expect(dialog).toContainText(T.signedOut)
    await shots(page, `portfolio-access-refuse-${code}`)
    await dialog.getByRole('button', { name: T.cancel }).click()
    await expect(dialog).toBeHidden()
    await expect(rows.first()).not.toContainText(T.refused)
    const me = await request.get('/api/users/me', {
      headers: { Authorization: `Bearer ${zoraToken}` },
    })
    expect(me.status()).toBe(200)

    await refuse.click()
    await dialog.getByRole('button', { name: T.confirm }).click()
    const zoraRow = rows.filter({ hasText: zora })
    await expect(zoraRow).toContainText(T.refused)
    await expect(zoraRow).not.toContainText(T.badge)
    const after = await request.get('/api/users/me', {
      headers: { Authorization: `Bearer ${zoraToken}` },
    })
    expect(after.status()).toBe(401)
  })
}
