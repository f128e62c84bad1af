import { expect, test } from '@playwright/test'
import { gotoReady, uniqueEmail } from './auth-helpers'
import {
  expectModalStaysGone,
  MODAL_LOCALES,
  signInModal,
  signInWithCode,
  throttleCpu,
} from './auth-modal-helpers'
import { skipConsent } from './shell-helpers'

/** Every page that asks for sign-in, and the public page that closing the modal lands on. */
const PROTECTED = [
  { path: '/orbit', closesTo: '/buy-credits' },
  { path: '/portfolio-manager', closesTo: '/manage-portfolio' },
  { path: '/portfolio', closesTo: '/manage-portfolio' },
  { path: '/kelpatlas', closesTo: '/plan' },
  { path: '/admin', closesTo: '/' },
]

let slug: string | undefined
test.beforeEach(async ({ page, request }) => {
  await skipConsent(page)
  if (!slug) {
    const list = await request.get('/api/projects?perPage=1')
    slug = ((await list.json()) as { items: { slug: string }[] }).items[0]!.slug
  }
})
const withSlug = (path: string) => path.replace(':slug', slug!)

MODAL_LOCALES.forEach((l, localeIndex) => {
  PROTECTED.forEach((route, routeIndex) => {
    // Each route runs at full speed in one language and with the CPU throttled 4x (where
    // timing races show first) in the other, so both speeds and both languages are covered
    // on every route without doubling the run time.
    const rate = (routeIndex + localeIndex) % 2 === 0 ? 4 : 1
    test(`code sign-in on ${route.path} closes the modal for good (${l.code}, CPU ${rate}x)`, async ({
      page,
      request,
    }) => {
      test.slow(rate > 1, 'every page load and render runs at a quarter of the speed')
      if (rate > 1) await throttleCpu(page, rate)
      const path = `${l.prefix}${withSlug(route.path)}`
      await gotoReady(page, path)
      await signInWithCode(page, request, l, uniqueEmail('sina.success'))
      await expect(page.getByText(l.success)).toBeVisible()
      await expect(signInModal(page, l)).toHaveCount(0)
      await expectModalStaysGone(page, l)
      expect(new URL(page.url()).pathname).toBe(path)
    })

    test(`closing the modal on ${route.path} lands on ${route.closesTo} (${l.code})`, async ({
      page,
    }) => {
      const path = `${l.prefix}${withSlug(route.path)}`
      const landing = `${l.prefix}${route.closesTo}`.replace(/(.)\/$/, '$1') || '/'
      // Once with the close button, once with Escape.
      for (const close of ['button', 'Escape'] as const) {
        await gotoReady(page, path)
        const modal = page.getByRole('dialog', { name: l.title })
        await expect(modal).toBeVisible()
        if (close === 'button') await modal.getByRole('button', { name: l.close }).click()
        else await page.keyboard.press('Escape')
        await expect(page).toHaveURL((url) => url.pathname === landing)
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
        await expectModalStaysGone(page, l)
      }
    })
  })
})

test('log out on /projects: the public list stays, without the modal', async ({
  page,
  request,
}) => {
  const l = MODAL_LOCALES[0]
  await gotoReady(page, '/projects')
  // The list is public: the modal opens only when asked for.
  await expect(signInModal(page, l)).toHaveCount(0)
  const nav = page.getByRole('navigation', { name: 'Main navigation' })
  await nav.getByRole('button', { name: 'Sign in' }).click()
  await signInWithCode(page, request, l, uniqueEmail('luis.logout'))
  await expect(signInModal(page, l)).toHaveCount(0)
  await nav.getByRole('button', { name: 'Account menu' }).click()
  await nav.getByRole('button', { name: 'Log out' }).click()
  await expect(nav.getByRole('button', { name: 'Account menu' })).toHaveCount(0)
  await expect(page).toHaveURL((url) => url.pathname === '/projects')
  await expect(page.getByRole('heading', { name: 'Carbon projects', level: 1 })).toBeVisible()
  await expectModalStaysGone(page, l)
})
