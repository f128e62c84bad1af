import { expect, test } from '@playwright/test'
import { newCompanyAdmin, shots, signInStaff, useToken } from './orbit-helpers'
import { buy } from './registry-helpers'

// Forward vintages no other journey buys: marking them issued changes them for the whole run.
const PROJECT = { slug: 'deep-sky-alpha', name: 'Deep Sky Alpha' }

const cases = [
  {
    code: 'en',
    prefix: '',
    year: 2026,
    forward: 'Forward purchase, delivery expected 2027',
    retire: 'Retire credits of Deep Sky Alpha, vintage 2026',
    inventoryTab: 'Inventory and prices',
    search: 'Find a project',
    mark: 'Mark Deep Sky Alpha, vintage 2026 as issued',
    explains: /every forward purchase of it is delivered as a holding its company can retire/,
    confirm: 'Confirm issuance',
    done: 'Recorded as issued: the forward purchases of this vintage are delivered.',
    auditTab: 'Audit log',
    audit: 'Vintage issued (forward purchases delivered)',
  },
  {
    code: 'de',
    prefix: '/de',
    year: 2027,
    forward: 'Terminkauf, Lieferung voraussichtlich 2028',
    retire: 'Zertifikate von Deep Sky Alpha, Jahrgang 2027, stilllegen',
    inventoryTab: 'Bestand und Preise',
    search: 'Projekt suchen',
    mark: 'Deep Sky Alpha, Jahrgang 2027 als ausgegeben markieren',
    explains:
      /Jeder Terminkauf daraus wird als Bestand geliefert, den das Unternehmen stilllegen kann/,
    confirm: 'Ausgabe bestätigen',
    done: 'Als ausgegeben gespeichert: Die Terminkäufe dieses Jahrgangs sind geliefert.',
    auditTab: 'Protokoll',
    audit: 'Jahrgang ausgegeben (Terminkäufe geliefert)',
  },
]

for (const l of cases) {
  test(`${l.code}: the operator marks a forward vintage issued and the forward holding becomes retirable`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const buyer = await newCompanyAdmin(request, `issue.${l.code}`)
    await buy(request, buyer.token, PROJECT.slug, 2, l.year)
    await useToken(page.context(), page, buyer.token, baseURL!)
    await page.goto(`${l.prefix}/portfolio-manager`)
    await expect(page.getByText(l.forward).first()).toBeVisible()
    await expect(page.getByRole('button', { name: l.retire })).toHaveCount(0)

    const staffContext = await browser.newContext()
    const staffPage = await staffContext.newPage()
    await useToken(staffContext, staffPage, await signInStaff(request), baseURL!)
    await staffPage.goto(`${l.prefix}/admin`)
    await staffPage.getByRole('tab', { name: l.inventoryTab }).click()
    await staffPage.getByLabel(l.search).fill(PROJECT.name)
    await staffPage.getByRole('button', { name: l.mark }).click()
    const dialog = staffPage.getByRole('dialog')
    await expect(dialog.getByText(l.explains)).toBeVisible()
    await shots(staffPage, `issuance-${l.code}`)
    await dialog.getByRole('button', { name: l.confirm }).click()
    await expect(staffPage.getByRole('status').filter({ hasText: l.done })).toBeVisible()
    await expect(staffPage.getByRole('button', { name: l.mark })).toHaveCount(0)
    await staffPage.getByRole('tab', { name: l.auditTab }).click()
    await expect(staffPage.getByRole('cell', { name: l.audit }).first()).toBeVisible()
    await staffContext.close()

    await page.reload()
    await expect(page.getByRole('button', { name: l.retire })).toBeVisible()
    await expect(page.getByText(l.forward)).toHaveCount(0)
  })
}
