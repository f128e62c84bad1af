import { expect, test } from '@playwright/test'
import { latestMail } from './auth-helpers'
import {
  expectAccessible,
  newCompanyAdmin,
  shots,
  signUpAndSignIn,
  useToken,
} from './orbit-helpers'
import { ORBIT_LOCALES } from './orbit-texts'

for (const L of ORBIT_LOCALES) {
  test(`member without access: restricted screen, request, contact modal, then granted (${L.code})`, async ({
    page,
    browser,
    request,
    baseURL,
  }) => {
    const admin = await newCompanyAdmin(request)
    const memberEmail = `max.muster@${admin.domain}`
    const memberToken = await signUpAndSignIn(request, memberEmail)
    await useToken(page.context(), page, memberToken, baseURL!)

    await page.goto(`${L.prefix}/portfolio-manager`)
    await expect(page.getByRole('heading', { name: L.restricted })).toBeVisible()
    await shots(page, `portfolio-restricted-${L.code}`)
    await expectAccessible(page)
    await page.getByRole('button', { name: L.requestAccess }).click()
    await expect(page.getByRole('status').filter({ hasText: L.requested })).toBeVisible()
    const mail = await latestMail(request, admin.email)
    expect(mail.text).toContain(memberEmail)

    // The contact modal: required fields, phone and business e-mail rules, then sent.
    await page.getByRole('button', { name: L.contact }).click()
    const modal = page.getByRole('dialog', { name: L.contactTitle })
    await modal.getByLabel(L.firstName).fill('')
    await modal.getByRole('button', { name: L.send }).click()
    await expect(modal.getByText(L.required).first()).toBeVisible()
    await expect(modal.getByLabel(L.firstName)).toBeFocused()
    await modal.getByLabel(L.firstName).fill('Max')
    await modal.getByLabel(L.lastName).fill('Muster')
    await modal.getByLabel(L.email).fill('max.muster@gmail.com')
    await modal.getByLabel(L.phone).fill('12ab')
    await modal.getByLabel(L.consent).check()
    await modal.getByRole('button', { name: L.send }).click()
    // The phone rule's message comes from the contact form's texts, in the page's language.
    await expect(modal.getByText(L.phoneInvalid)).toBeVisible()
    await modal.getByLabel(L.phone).fill('+49 30 1234567')
    await modal.getByRole('button', { name: L.send }).click()
    await expect(modal.getByText(L.business)).toBeVisible()
    await shots(page, `portfolio-contact-${L.code}`)
    await expectAccessible(page)
    await modal.getByLabel(L.email).fill(memberEmail)
    await modal.getByRole('button', { name: L.send }).click()
    await expect(page.getByRole('dialog', { name: L.thanks })).toBeVisible()
    await page.keyboard.press('Escape')

    // The company admin grants access; the member then sees the Portfolio Manager.
    const adminContext = await browser.newContext()
    const adminPage = await adminContext.newPage()
    await useToken(adminContext, adminPage, admin.token, baseURL!)
    await adminPage.goto(`${L.prefix}/portfolio-manager`)
    await adminPage.getByRole('button', { name: L.grant('Erik Lund') }).click()
    await expect(adminPage.getByRole('button', { name: L.grant('Erik Lund') })).toBeHidden()
    await adminContext.close()

    await page.reload()
    await expect(page.getByRole('heading', { name: L.portfolioTitle, level: 1 })).toBeVisible()
  })
}
