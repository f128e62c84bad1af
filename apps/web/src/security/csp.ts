import { PAGE_CSP } from '../../security-headers'
import { THIRD_PARTY_IDS, THIRD_PARTY_SCRIPT_ORIGINS } from '../config/consent'

/**
 * The one Content-Security-Policy of a web page (docs/decisions/090): the fixed directives of
 * PAGE_CSP plus a script-src that never contains 'unsafe-inline'. No style-src is sent, so
 * styles stay unrestricted: experimental.inlineCss writes the stylesheet inline (decision 012).
 */
export function pagePolicy(scriptSrc: string): string {
  return `${PAGE_CSP}; ${scriptSrc}`
}

/** The request header the proxy hands the nonce to the root layout in (Next's documented way). */
export const NONCE_HEADER = 'x-nonce'

/** 128 random bits, base64: unguessable per response, as CSP3 asks of a nonce. */
export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Buffer.from(bytes).toString('base64')
}

type Extra = { origins?: readonly string[]; dev?: boolean }

/** `next dev` evaluates modules with eval (React's debugging and Fast Refresh). */
const devSources = (dev?: boolean) => (dev ? ["'unsafe-eval'"] : [])

/**
 * Every page is rendered per request: Next stamps the nonce on its own scripts, and
 * 'strict-dynamic' extends trust to the chunks those load. 'self' and the origins only matter to CSP2 browsers,
 * which ignore 'strict-dynamic'.
 */
export function nonceScriptSrc(nonce: string, extra: Extra = {}): string {
  return [
    'script-src',
    `'nonce-${nonce}'`,
    "'strict-dynamic'",
    "'self'",
    ...(extra.origins ?? []),
    ...devSources(extra.dev),
  ].join(' ')
}

type Tool = keyof typeof THIRD_PARTY_IDS

/** The script origins of the third-party tools whose id is configured (none by default). */
export function thirdPartyOrigins(ids: Record<Tool, string> = THIRD_PARTY_IDS): string[] {
  const tools = Object.keys(ids) as Tool[]
  return tools.filter((tool) => ids[tool]).flatMap((tool) => THIRD_PARTY_SCRIPT_ORIGINS[tool])
}
