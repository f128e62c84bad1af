import { expect, type APIResponse, type Page, type Response } from '@playwright/test'

/** Console messages Chromium logs when a Content-Security-Policy refuses something. */
export function watchViolations(page: Page) {
  const violations: string[] = []
  page.on('console', (message) => {
    // Chromium: "Executing inline script violates the following Content Security Policy …"
    if (/Content Security Policy|Refused to (execute|load|frame)/i.test(message.text())) {
      violations.push(message.text())
    }
  })
  return violations
}

/** The one CSP header of a page and its script-src sources (docs/decisions/090). */
export async function scriptPolicy(response: Response | APIResponse) {
  const csp = (await response.headersArray()).filter(
    (h) => h.name.toLowerCase() === 'content-security-policy',
  )
  expect(csp, 'exactly one CSP header').toHaveLength(1)
  const policy = csp[0]!.value
  const scriptSrc = policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([name]) => name === 'script-src')
  expect(scriptSrc, `a script-src in ${policy}`).toBeDefined()
  const sources = scriptSrc!.slice(1)
  const nonce = sources.find((s) => s.startsWith("'nonce-"))?.slice(7, -1)
  return { policy, sources, nonce }
}

/** The page's own inline scripts a browser would run (not the injected ones), with their nonce. */
export function inlineScripts(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)]
  return scripts
    .filter(
      ([, attrs]) => !/\bsrc=/.test(attrs!) && !/type="application\/(ld\+)?json"/.test(attrs!),
    )
    .filter(([, , text]) => !text!.includes('__pwned'))
    .map(([, attrs]) => ({ nonce: /\bnonce="([^"]*)"/.exec(attrs!)?.[1] }))
}

/**
 * What an HTML injection would add to the page: an inline script, one with a guessed nonce and
 * an inline event handler. Each must be refused, so each logs one violation.
 */
export const INJECTED = [
  '<script>window.__pwned = 1</script>',
  '<script nonce="bm9uY2UtZ3Vlc3M=">window.__pwned = 2</script>',
  '<img src="/injected-missing.png" onerror="window.__pwned = 3" alt="">',
]

/** Serves the page's own response with the injection right after <body>, headers unchanged. */
export async function injectIntoDocument(page: Page) {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.continue()
    const response = await route.fetch()
    const body = (await response.text()).replace(/<body[^>]*>/, (tag) => tag + INJECTED.join(''))
    await route.fulfill({ response, body })
  })
}

export const injectedRan = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned !== undefined)
