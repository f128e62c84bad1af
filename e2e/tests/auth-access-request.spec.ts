import { expect, test, type APIRequestContext } from '@playwright/test'
import { gotoReady } from './auth-helpers'
import { MODAL_LOCALES, signInModal, signInWithCode } from './auth-modal-helpers'
import { newCompanyAdmin, useToken } from './orbit-helpers'
import { ORBIT_LOCALES } from './orbit-texts'
import { skipConsent } from './shell-helpers'

const TEXTS = {
  en: {
    refuse: (name: string) => `Refuse access for ${name}`,
    confirmRefusal: 'Refuse access',
    refused: 'access refused',
    grantedMail: 'Your access to the Kelp portfolio has been granted',
    refusedMail: 'Your request for Kelp has been refused',
  },
  de: {
    refuse: (name: string) => `Zugriff für ${name} ablehnen`,
    confirmRefusal: 'Zugriff ablehnen',
    refused: 'Zugriff abgelehnt',
    grantedMail: 'Ihr Zugriff auf das Kelp-Portfolio wurde freigegeben',
    refusedMail: 'Ihre Anfrage für Kelp wurde abgelehnt',
  },
}

/** Waits for a mail with this subject in the dev mailbox. */
async function expectMail(request: APIRequestContext, to: string, subject: string) {
  await expect
    .poll(async () => {
      const res = await request.get(`/api/dev/mail?to=${encodeURIComponent(to)}`)
      return ((await res.json()).mails as { subject: string }[]).map((m) => m.subject)
    })
    .toContain(subject)
}

for (const l of MODAL_LOCALES) {
  const O = ORBIT_LOCALES.find((o) => o.code === l.code)!
  const T = TEXTS[l.code]
  for (const outcome of ['grants', 'refuses'] as const) {
    test(`a colleague's code sign-in asks for access; the admin ${outcome} it (${l.code})`, async ({
      page,
      browser,
      request,
      baseURL,
    }) => {
      const admin = await newCompanyAdmin(request)
      const colleague = `nora.code@${admin.domain}`
      await skipConsent(page)
      await gotoReady(page, `${l.prefix}/portfolio-manager`)
      await signInWithCode(page, request, l, colleague)
      await expect(page.getByText(l.success)).toBeVisible()
      await expect(page.getByRole('heading', { name: O.restricted })).toBeVisible()

      // The request is on the admin's access list.
      const adminContext = await browser.newContext()
      const adminPage = await adminContext.newPage()
      await useToken(adminContext, adminPage, admin.token, baseURL!)
      await adminPage.goto(`${l.prefix}/portfolio-manager`)
      const decide = outcome === 'grants' ? O.grant(colleague) : T.refuse(colleague)
      await adminPage.getByRole('button', { name: decide }).click()
      if (outcome === 'refuses') {
        // Refusing ends the colleague's sessions: the admin confirms it first.
        await adminPage
          .getByRole('dialog')
          .getByRole('button', { name: T.confirmRefusal, exact: true })
          .click()
      }
      await expect(adminPage.getByRole('button', { name: decide })).toBeHidden()
      if (outcome === 'refuses') {
        await expect(adminPage.getByRole('listitem').filter({ hasText: colleague })).toContainText(
          T.refused,
        )
      }
      await adminContext.close()

      await page.reload()
      if (outcome === 'grants') {
        await expectMail(request, colleague, T.grantedMail)
        await expect(page.getByRole('heading', { name: O.portfolioTitle, level: 1 })).toBeVisible()
        return
      }
      await expectMail(request, colleague, T.refusedMail)
      // Refused: signed out, and a new code sign-in ends at the restricted step.
      const modal = page.getByRole('dialog', { name: l.title })
      await modal.getByLabel(l.email).fill(colleague)
      await modal.getByRole('button', { name: l.next }).click()
      await expect(signInModal(page, l)).toHaveAccessibleName(l.restrictedTitle)
    })
  }
}
