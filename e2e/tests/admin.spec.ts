import { expect, test } from '@playwright/test'
import { newCompanyAdmin, useToken } from './orbit-helpers'
import { ORBIT_LOCALES } from './orbit-texts'

for (const L of ORBIT_LOCALES) {
  test(`the back-office answers non-staff with a 403 screen (${L.code})`, async ({
    page,
    request,
    baseURL,
  }) => {
    const admin = await newCompanyAdmin(request, 'nora.customer')
    await useToken(page.context(), page, admin.token, baseURL!)
    await page.goto(`${L.prefix}/admin`)
    await expect(page.getByRole('heading', { name: L.denied })).toBeVisible()
    await expect(page.getByText('403')).toBeVisible()
  })
}
