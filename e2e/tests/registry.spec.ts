import { expect, test } from '@playwright/test'
import { newCompanyAdmin, signInStaff, useToken } from './orbit-helpers'
import { pdfText } from './pdf-text'
import { buy } from './registry-helpers'

const ISSUED = 'humboldt-sawmill-company-hsc'
const FORWARD = 'carboneers-terrafront-high-tech-biochar'

const cases = [
  {
    code: 'en',
    prefix: '',
    forward: /Forward purchase, delivery expected \d{4}/,
    forwardRefused: 'forward purchase',
    awaiting: 'Awaiting registry confirmation',
    retirementsTab: 'Retirements',
    retirement: 'Retirement',
    serialStart: 'First serial number',
    serialEnd: 'Last serial number',
    reference: 'Registry retirement reference',
    confirm: 'Confirm retirement',
    badFormat: "These serial numbers are not in Isometric's format for this project.",
    information: /Listed for information only/,
  },
  {
    code: 'de',
    prefix: '/de',
    forward: /Terminkauf, Lieferung voraussichtlich \d{4}/,
    forwardRefused: 'Terminkauf',
    awaiting: 'Bestätigung durch das Register ausstehend',
    retirementsTab: 'Stilllegungen',
    retirement: 'Stilllegung',
    serialStart: 'Erste Seriennummer',
    serialEnd: 'Letzte Seriennummer',
    reference: 'Stilllegungsreferenz im Register',
    confirm: 'Stilllegung bestätigen',
    badFormat: 'Diese Seriennummern haben nicht das Format von Isometric für dieses Projekt.',
    information: /Nur zur Information gelistet/,
  },
]

for (const l of cases) {
  test(`${l.code}: forward tonnes cannot be retired; a retirement awaits the registry until the operator confirms it`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const buyer = await newCompanyAdmin(request, `reg.${l.code}`)
    const auth = { Authorization: `Bearer ${buyer.token}`, 'Accept-Language': l.code }
    const issued = await buy(request, buyer.token, ISSUED, 3)
    const forward = await buy(request, buyer.token, FORWARD, 2)

    // Forward tonnes: labelled in the Portfolio Manager, no retire button, refused by the API.
    await useToken(page.context(), page, buyer.token, baseURL!)
    await page.goto(`${l.prefix}/portfolio-manager`)
    await expect(page.getByText(l.forward).first()).toBeVisible()
    const refused = await request.post('/api/portfolio/retirements', {
      headers: auth,
      data: { ...forward, tonnes: 1, beneficiary: 'Registry Test' },
    })
    expect(refused.status()).toBe(400)
    expect((await refused.json()).message).toContain(l.forwardRefused)

    // Issued tonnes: the retirement is requested; list and certificate say it awaits the registry.
    const retired = await request.post(`/api/portfolio/retirements?local=${l.code}`, {
      headers: auth,
      data: { ...issued, tonnes: 2, beneficiary: 'Registry Test' },
    })
    expect(retired.status(), await retired.text()).toBe(201)
    const retirement = await retired.json()
    expect(retirement).toMatchObject({ status: 'requested', serialStart: null })
    const link = await request.get(retirement.downloadPath, { headers: auth })
    const pdf = await request.get((await link.json()).signedUrl)
    expect(await pdfText(await pdf.body())).toContain(l.awaiting)
    await page.reload()
    await expect(page.getByText(l.awaiting).first()).toBeVisible()

    // The operator types a serial that is not in the registry's format: refused, clearly.
    const staffContext = await browser.newContext()
    const staffPage = await staffContext.newPage()
    await useToken(staffContext, staffPage, await signInStaff(request), baseURL!)
    await staffPage.goto(`${l.prefix}/admin`)
    await staffPage.getByRole('tab', { name: l.retirementsTab }).click()
    await staffPage.getByLabel(l.retirement, { exact: true }).selectOption(retirement.id)
    await staffPage.getByLabel(l.serialStart).fill('not a serial!')
    await staffPage.getByLabel(l.serialEnd).fill('not a serial!')
    await staffPage.getByLabel(l.reference).fill('RET-0001')
    await staffPage.getByRole('button', { name: l.confirm }).click()
    await expect(staffPage.getByRole('alert').filter({ hasText: l.badFormat })).toBeVisible()
    await staffContext.close()
  })

  test(`${l.code}: a project without issued credits or a forward offer is for information only`, async ({
    page,
    request,
    baseURL,
  }) => {
    const buyer = await newCompanyAdmin(request, `ina.${l.code}`)
    await useToken(page.context(), page, buyer.token, baseURL!)
    await page.goto(`${l.prefix}/projects/carbofex-tampere-finland`)
    await expect(page.getByText(l.information)).toBeVisible()
    await expect(page.getByRole('link', { name: /Puro\.earth/ })).toHaveAttribute(
      'href',
      'https://puro.earth/services/biochar-finland-100008',
    )
  })
}
