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

/** 128 random bits, base64: unguessable per response, as CSP3 asks of a nonce. */
export function createNonce(): string {
  const bytes = new Uint8Array(16)
  crypto.getRandomValues(bytes)
  return Buffer.from(bytes).toString('base64')
}

type Extra = { origins?: readonly string[]; dev?: boolean; hashes?: readonly string[] }

/** `next dev` evaluates modules with eval (React's debugging and Fast Refresh). */
const devSources = (dev?: boolean) => (dev ? ["'unsafe-eval'"] : [])

/**
 * Pages rendered per request: Next stamps the nonce on its own scripts, and 'strict-dynamic'
 * extends trust to the chunks those load. 'self' and the origins only matter to CSP2 browsers,
 * which ignore 'strict-dynamic'.
 */
export function nonceScriptSrc(nonce: string, extra: Extra = {}): string {
  return [
    'script-src',
    `'nonce-${nonce}'`,
    ...(extra.hashes ?? []).map((hash) => `'${hash}'`),
    "'strict-dynamic'",
    "'self'",
    ...(extra.origins ?? []),
    ...devSources(extra.dev),
  ].join(' ')
}

/**
 * Prerendered pages: the same HTML goes to every visitor, so no nonce; each inline script is
 * allowed by its hash and the chunks by 'self'. No 'strict-dynamic' here: it would switch
 * 'self' off and with it the parser-inserted <script src> chunks, which carry neither nonce
 * nor hash.
 */
export function hashScriptSrc(hashes: readonly string[], extra: Extra = {}): string {
  return [
    'script-src',
    "'self'",
    ...hashes.map((hash) => `'${hash}'`),
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
