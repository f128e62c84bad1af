import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { latestCode } from './auth-helpers'
import { networkQuiet } from './network-quiet'

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

/**
 * Fails if the sign-in modal shows at any moment until the page has settled. A watcher in the
 * page notes every dialog that opens; whatever could bring the modal back (the session check, a
 * router refresh) goes over the network, so the page has settled once the network is quiet.
 */
export async function expectModalStaysGone(page: Page, l: ModalLocale) {
  await page.evaluate(
    (titles: string[]) => {
      const seen = window as unknown as { signInModalSeen?: boolean }
      seen.signInModalSeen = false
      const check = () => {
        for (const dialog of Array.from(document.querySelectorAll('dialog[open]'))) {
          const title = document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')
          if (titles.includes(title?.textContent?.trim() ?? '')) seen.signInModalSeen = true
        }
      }
      check()
      new MutationObserver(check).observe(document.documentElement, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['open'],
      })
    },
    [l.title, l.codeTitle, l.restrictedTitle],
  )
  await networkQuiet(page)
  const seen = await page.evaluate(
    () => (window as unknown as { signInModalSeen?: boolean }).signInModalSeen,
  )
  expect(seen, 'the sign-in modal came back').toBe(false)
  await expect(signInModal(page, l)).toHaveCount(0)
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
