import { createHash } from 'node:crypto'
import { expect, test, type Page } from '@playwright/test'
import {
  INJECTED,
  injectedRan,
  injectIntoDocument,
  inlineScripts,
  scriptPolicy,
  watchViolations,
} from './csp-helpers'
import { uniqueEmail } from './auth-helpers'
import { pickProject, signUpAndSignIn } from './orbit-helpers'
import { MOBILE, skipConsent } from './shell-helpers'

/**
 * Security headers on the production build (docs/decisions/090): every page
 * forbids framing, sends the referrer and permissions policies and one Content-Security-Policy
 * whose script-src has no 'unsafe-inline': a new nonce on every response (every page renders
 * per request, decision 129), carried by every inline script. Each page still hydrates, while script injected into its HTML is
 * refused, in English and German.
 */
type Probe = 'menu' | 'sign-in'
type Case = { path: string; probe: Probe; status?: number }

const SLUG = '{slug}'
// The project list and pages are public (decision 161); the Portfolio Manager asks to sign in.
const cases: Case[] = [
  { path: '/contribute', probe: 'menu' },
  { path: '/de/contribute', probe: 'menu' },
  { path: '/projects', probe: 'menu' },
  { path: '/de/projects', probe: 'menu' },
  { path: '/portfolio-manager', probe: 'sign-in' },
  { path: `/projects/${SLUG}`, probe: 'menu' },
  { path: `/de/projects/${SLUG}`, probe: 'menu' },
  { path: '/contribute/success', probe: 'menu' },
  { path: '/no-such-page', probe: 'menu', status: 404 },
  { path: '/de/no-such-page', probe: 'menu', status: 404 },
]

const OPEN_MENU = { en: 'Open menu', de: 'Menü öffnen' }

/** Proof of hydration: only React opens the menu, and only React shows the sign-in modal. */
async function expectHydrated(page: Page, probe: Probe, de: boolean) {
  if (probe === 'sign-in') {
    await expect(page.getByRole('dialog')).toBeVisible()
    return
  }
  const open = page.getByRole('button', { name: de ? OPEN_MENU.de : OPEN_MENU.en })
  await expect(async () => {
    await open.click({ timeout: 2_000 })
    await expect(page.locator('#mobile-menu')).toBeVisible({ timeout: 1_000 })
  }).toPass()
}

test.describe('pages', () => {
  test.use({ viewport: MOBILE })
  test.beforeEach(async ({ page }) => skipConsent(page))

  for (const c of cases) {
    test(`${c.path}: headers, nonce script-src, hydrates, refuses injected script`, async ({
      page,
      request,
    }) => {
      let path = c.path
      if (path.includes(SLUG)) {
        const token = await signUpAndSignIn(request, uniqueEmail('csp.reader'))
        path = path.replace(SLUG, (await pickProject(request, token)).slug)
      }
      const violations = watchViolations(page)
      await injectIntoDocument(page)
      const response = (await page.goto(path))!
      expect(response.status()).toBe(c.status ?? 200)
      const headers = response.headers()
      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')
      expect(headers['strict-transport-security']).toContain('max-age=')

      const { policy, sources, nonce } = await scriptPolicy(response)
      for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) {
        expect(policy).toContain(directive)
      }
      expect(sources).not.toContain("'unsafe-inline'")
      expect(sources).not.toContain("'unsafe-eval'")
      expect(nonce).toBeDefined()
      expect(sources).not.toContain("'sha256-")
      // Every inline script of the HTML, the layout's consent script included, carries it.
      const scripts = inlineScripts(await response.text())
      expect(scripts.length).toBeGreaterThan(0)
      for (const script of scripts) expect(script.nonce).toBe(nonce)

      await expect(page.locator('main').first()).toBeVisible()
      await expectHydrated(page, c.probe, path.startsWith('/de'))
      // The page's own scripts all ran; the injected ones were refused, one violation each.
      expect(await injectedRan(page)).toBe(false)
      expect(violations).toHaveLength(INJECTED.length)
      for (const violation of violations) {
        expect(violation).toMatch(
          /inline (script|event handler) violates .*Content Security Policy/,
        )
      }
    })
  }
})

/**
 * The static site's pages (docs/decisions/130) get the same headers from the front server, with
 * their inline scripts allowed by hash instead of a nonce; their islands still hydrate and
 * injected script is still refused.
 */
test.describe('static pages', () => {
  test.use({ viewport: MOBILE })
  test.beforeEach(async ({ page }) => skipConsent(page))

  for (const path of [
    '/',
    '/de',
    '/de/buy-credits',
    '/de/webinars',
    '/blog/csrd-esrs-e1',
    '/de/blog/csrd-esrs-e1',
  ]) {
    test(`${path}: headers, hashed script-src, hydrates, refuses injected script`, async ({
      page,
    }) => {
      const violations = watchViolations(page)
      await injectIntoDocument(page)
      const response = (await page.goto(path))!
      expect(response.status()).toBe(200)
      const headers = response.headers()
      expect(headers['x-frame-options']).toBe('DENY')
      expect(headers['x-content-type-options']).toBe('nosniff')
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
      expect(headers['permissions-policy']).toContain('camera=()')

      const { policy, sources, nonce } = await scriptPolicy(response)
      for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"]) {
        expect(policy).toContain(directive)
      }
      expect(sources).not.toContain("'unsafe-inline'")
      expect(sources).not.toContain("'unsafe-eval'")
      expect(nonce).toBeUndefined()
      // Every inline script of the page as built (the injection left out) is allowed by its hash.
      const html = (await response.text()).replace(INJECTED.join(''), '')
      const texts = [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)]
        .map((m) => m[1]!)
        .filter(Boolean)
      expect(texts.length).toBeGreaterThan(0)
      for (const text of texts) {
        const hash = createHash('sha256').update(text).digest('base64')
        expect(sources).toContain(`'sha256-${hash}'`)
      }

      await expect(page.locator('main').first()).toBeVisible()
      await expectHydrated(page, 'menu', path.startsWith('/de'))
      expect(await injectedRan(page)).toBe(false)
      // The header's policy and the page's <meta> policy each refuse each injection.
      expect(violations.length).toBeGreaterThanOrEqual(INJECTED.length)
      for (const violation of violations) {
        expect(violation).toMatch(
          /inline (script|event handler) violates .*Content Security Policy/,
        )
      }
    })
  }
})

test('every app page gets a new nonce every time', async ({ request }) => {
  const nonces = new Set<string | undefined>()
  for (const path of ['/contribute', '/contribute', '/contribute/success', '/contribute/success']) {
    const response = await request.get(path)
    nonces.add((await scriptPolicy(response)).nonce)
  }
  expect(nonces.size).toBe(4)
  for (const nonce of nonces) expect(Buffer.from(nonce!, 'base64')).toHaveLength(16)
})

test('the API behind the web origin keeps its own headers', async ({ request }) => {
  const res = await request.get('/api/health')
  expect(res.headers()['x-frame-options']).toBe('DENY')
  expect(res.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(res.headers()['content-security-policy']).not.toContain('nonce-')
})
