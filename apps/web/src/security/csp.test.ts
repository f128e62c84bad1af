import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { CONSENT_PREPAINT_SCRIPT } from '../config/consent'
import { PAGE_CSP } from '../../security-headers'
import { createNonce, hashScriptSrc, nonceScriptSrc, pagePolicy, thirdPartyOrigins } from './csp'
import { scriptHashes } from './inline-scripts'

/** The page Content-Security-Policy (docs/decisions/090). */
describe('page policy', () => {
  it('keeps the fixed directives and adds one script-src', () => {
    const policy = pagePolicy(hashScriptSrc(['sha256-abc=']))
    expect(policy).toBe(`${PAGE_CSP}; script-src 'self' 'sha256-abc='`)
    expect(policy.match(/script-src/g)).toHaveLength(1)
    expect(policy).toContain("frame-ancestors 'none'")
  })

  it('trusts a nonce and what it loads on pages rendered per request', () => {
    expect(nonceScriptSrc('bm9uY2U=')).toBe("script-src 'nonce-bm9uY2U=' 'strict-dynamic' 'self'")
  })

  it("also allows the layout's fixed inline scripts by hash next to the nonce", () => {
    const [hash] = scriptHashes(`<script>${CONSENT_PREPAINT_SCRIPT}</script>`)
    const expected = createHash('sha256').update(CONSENT_PREPAINT_SCRIPT).digest('base64')
    expect(hash).toBe(`sha256-${expected}`)
    expect(nonceScriptSrc('bm9uY2U=', { hashes: [hash!] })).toBe(
      `script-src 'nonce-bm9uY2U=' 'sha256-${expected}' 'strict-dynamic' 'self'`,
    )
  })

  it('never allows inline script, and eval only in development', () => {
    for (const dev of [false, true]) {
      const sources = [nonceScriptSrc('n', { dev }), hashScriptSrc(['sha256-x'], { dev })]
      for (const source of sources) {
        expect(source).not.toContain('unsafe-inline')
        expect(source.includes("'unsafe-eval'")).toBe(dev)
      }
    }
  })

  it('adds third-party origins only for configured tools', () => {
    const none = { googleAnalytics: '', hubspot: '', smartlook: '', linkedIn: '' }
    expect(thirdPartyOrigins(none)).toEqual([])
    const origins = thirdPartyOrigins({ ...none, googleAnalytics: 'G-1' })
    expect(origins).toEqual(['https://www.googletagmanager.com'])
    expect(hashScriptSrc(['sha256-x'], { origins })).toBe(
      "script-src 'self' 'sha256-x' https://www.googletagmanager.com",
    )
  })
})

describe('nonce', () => {
  it('is 128 random bits in base64, new every time', () => {
    const nonces = new Set(Array.from({ length: 100 }, createNonce))
    expect(nonces.size).toBe(100)
    for (const nonce of nonces) {
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/)
      expect(Buffer.from(nonce, 'base64')).toHaveLength(16)
    }
  })
})
