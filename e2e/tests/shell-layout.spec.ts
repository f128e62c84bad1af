import AxeBuilder from '@axe-core/playwright'
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { newCompanyAdmin, signInStaff } from './orbit-helpers'
import { MOBILE } from './shell-helpers'

/** Public app pages: what a visitor reaches without a session (signed-in areas show sign-in). */
const APP_PATHS = [
  '/projects',
  '/kelpatlas',
  '/portfolio-manager',
  '/orbit',
  '/portfolio',
  '/admin',
  '/contribute',
  '/contribute/germany',
  '/contribute/international',
  '/contribute/dashboard',
  '/contribute/dashboard/adjust',
  '/contribute/success',
  '/scorecard/5f0c1a5e-8a43-4d0e-9c1f-3b1f2d9f6a11',
  '/course/unsubscribe',
  '/auth/sign-in',
  '/auth/sign-up',
  '/auth/forgot-password',
  '/auth/reset-password',
  '/auth/verify-email',
  '/no-such-page',
]

/** Pages behind sign-in, visited by a company admin (and /admin by staff). */
const SIGNED_IN_PATHS = ['/projects', '/portfolio-manager', '/orbit', '/portfolio', '/kelpatlas']

/** Every marketing page (blog articles included) as the sitemap lists it, without locale. */
async function marketingPaths(request: APIRequestContext) {
  const xml = await (await request.get('/sitemap.xml')).text()
  const paths = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    ([, url]) => new URL(url!).pathname.replace(/^\/de(?=\/|$)/, '') || '/',
  )
  return [...new Set(paths)]
}

async function projectPaths(request: APIRequestContext) {
  const { items } = (await (await request.get('/api/projects?perPage=3')).json()) as {
    items: { slug: string }[]
  }
  return items.map((item) => `/projects/${item.slug}`)
}

/** The pages whose document is wider than the window, with their width. */
async function overflowing(page: Page, prefix: string, paths: readonly string[]) {
  const wide: string[] = []
  for (const path of paths) {
    const url = prefix ? `${prefix}${path === '/' ? '' : path}` : path
    await page.goto(url, { waitUntil: 'networkidle' })
    await page.evaluate(() => document.fonts.ready)
    const { scroll, inner } = await page.evaluate(() => ({
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
    }))
    if (scroll > inner) wide.push(`${url}: ${scroll} px`)
  }
  return wide
}

for (const prefix of ['', '/de']) {
  test.describe(`375 px wide (${prefix || '/en'})`, () => {
    test.use({ viewport: MOBILE })

    test('no marketing page is wider than the screen', async ({ page, request }) => {
      const paths = await marketingPaths(request)
      expect(paths.length).toBeGreaterThan(20)
      test.setTimeout(paths.length * 5_000)
      expect(await overflowing(page, prefix, paths)).toEqual([])
    })

    test('no public app page is wider than the screen', async ({ page, request }) => {
      const paths = [...APP_PATHS, ...(await projectPaths(request))]
      test.setTimeout(paths.length * 5_000)
      expect(await overflowing(page, prefix, paths)).toEqual([])
    })

    test('no signed-in app page is wider than the screen', async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const signIn = (token: string) =>
        context.addCookies([
          { name: 'accessToken', value: token, url: baseURL! },
          { name: 'signedIn', value: '1', url: baseURL! },
        ])
      await signIn((await newCompanyAdmin(request)).token)
      const paths = [...SIGNED_IN_PATHS, ...(await projectPaths(request)).slice(0, 1)]
      test.setTimeout((paths.length + 1) * 5_000 + 10_000)
      const wide = await overflowing(page, prefix, paths)
      await signIn(await signInStaff(request))
      wide.push(...(await overflowing(page, prefix, ['/admin'])))
      expect(wide).toEqual([])
    })
  })
}

for (const prefix of ['', '/de']) {
  test(`the viewport lets people zoom to 500 % (${prefix || '/en'})`, async ({ page }) => {
    await page.goto(`${prefix}/imprint`)
    const viewport = await page.locator('meta[name="viewport"]').getAttribute('content')
    expect(viewport).not.toMatch(/user-scalable\s*=\s*(no|0)/)
    // meta-viewport: zoom is not blocked; meta-viewport-large: it reaches at least 500 %.
    const { violations } = await new AxeBuilder({ page })
      .withRules(['meta-viewport', 'meta-viewport-large'])
      .analyze()
    expect(violations.map((v) => v.id)).toEqual([])
  })
}
