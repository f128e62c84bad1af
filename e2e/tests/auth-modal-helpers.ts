import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { latestCode } from './auth-helpers'

/** The sign-in modal's texts per locale; English has no prefix, German is under /de. */
export const MODAL_LOCALES = [
  {
    code: 'en',
    prefix: '',
    title: 'Sign in to Kelp',
    codeTitle: 'Enter your code',
    restrictedTitle: 'Access restricted',
    email: 'Company e-mail',
    next: 'Continue',
    close: 'Close',
    success: 'Sign in success!',
  },
  {
    code: 'de',
    prefix: '/de',
    title: 'Bei Kelp anmelden',
    codeTitle: 'Code eingeben',
    restrictedTitle: 'Zugang eingeschränkt',
    email: 'Unternehmens-E-Mail',
    next: 'Weiter',
    close: 'Schließen',
    success: 'Anmeldung erfolgreich!',
  },
] as const

export type ModalLocale = (typeof MODAL_LOCALES)[number]

/** The sign-in modal at any of its steps (other dialogs, e.g. the planner tutorial, differ). */
export function signInModal(page: Page, l: ModalLocale) {
  return page.getByRole('dialog', {
    name: new RegExp(`^(${l.title}|${l.codeTitle}|${l.restrictedTitle})$`),
  })
}

/** Fails as soon as the sign-in modal shows at any moment during `ms` (checked every 100 ms). */
export async function expectModalStaysGone(page: Page, l: ModalLocale, ms: number) {
  const modal = signInModal(page, l)
  const until = Date.now() + ms
  while (Date.now() < until) {
    expect(await modal.count(), 'the sign-in modal is back').toBe(0)
    await page.waitForTimeout(100)
  }
}

/** Enters the e-mail at step 0 and the code from the dev mailbox at step 1. */
export async function signInWithCode(
  page: Page,
  request: APIRequestContext,
  l: ModalLocale,
  email: string,
) {
  const modal = page.getByRole('dialog', { name: l.title })
  await modal.getByLabel(l.email).fill(email)
  await modal.getByRole('button', { name: l.next }).click()
  const codeStep = page.getByRole('dialog', { name: l.codeTitle })
  await expect(codeStep).toBeVisible()
  await codeStep.getByRole('textbox').first().focus()
  await page.keyboard.type(await latestCode(request, email))
}

/** Slows the page's CPU the way DevTools does; timing races show there first. */
export async function throttleCpu(page: Page, rate: number) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
}
