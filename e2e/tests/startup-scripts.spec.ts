import { expect, test, type APIRequestContext } from '@playwright/test'

/**
 * The JavaScript every page runs at load carries V8's compile hint (docs/decisions/096), so
 * Chrome compiles it on a background thread while it downloads. Only the shared startup
 * chunks are marked; a page's own chunks are compiled lazily as before. Checked on a
 * prerendered and a per-request page, in English and German.
 */
const HINT = '//# allFunctionsCalledOnLoad\n'
const PAGES = ['/', '/de/buy-credits', '/projects', '/de/projects']

async function scripts(request: APIRequestContext, path: string) {
  const html = await (await request.get(path)).text()
  // Every script the page runs at load (the noModule polyfill is for old browsers only).
  const srcs = [...html.matchAll(/<script\b([^>]*)>/g)]
    .map(([, attributes = '']) => attributes)
    .filter((attributes) => !/noModule/i.test(attributes))
    .flatMap((attributes) => /\bsrc="([^"]+)"/.exec(attributes)?.[1] ?? [])
  return Promise.all(
    srcs.map(async (src) => {
      const body = await (await request.get(src)).text()
      return { src, body, hinted: body.startsWith(HINT) }
    }),
  )
}

test('the startup chunks every page shares carry the compile hint, page chunks do not', async ({
  request,
}) => {
  const perPage = await Promise.all(PAGES.map((path) => scripts(request, path)))
  const shared = perPage
    .flat()
    .map((s) => s.src)
    .filter((src, i, all) => all.indexOf(src) === i)
    .filter((src) => perPage.every((list) => list.some((s) => s.src === src)))
  for (const list of perPage) {
    const hinted = list.filter((s) => s.hinted).map((s) => s.src)
    expect(hinted.length).toBeGreaterThanOrEqual(3)
    // Every hinted chunk is one all pages run; React DOM's chunk is among them.
    expect(shared).toEqual(expect.arrayContaining(hinted))
    expect(list.find((s) => s.body.includes('checkDCE'))?.hinted).toBe(true)
  }
  const pageOwn = perPage.flat().filter((s) => !shared.includes(s.src))
  expect(pageOwn.length).toBeGreaterThan(0)
  expect(pageOwn.filter((s) => s.hinted)).toEqual([])
})

test('a page with hinted chunks still hydrates in both languages', async ({ page }) => {
  for (const path of ['/', '/de']) {
    await page.goto(path)
    await expect(page.locator('html')).toHaveAttribute('data-auth-ready', 'true')
  }
})
