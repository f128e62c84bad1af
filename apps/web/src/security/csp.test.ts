import { describe, expect, it } from 'vitest'
import { PAGE_CSP } from '../../security-headers'
import { createNonce, nonceScriptSrc, pagePolicy, thirdPartyOrigins } from './csp'

/** The page Content-Security-Policy (docs/decisions/090). */
describe('page policy', () => {
  it('keeps the fixed directives and adds one script-src', () => {
    const policy = pagePolicy(nonceScriptSrc('bm9uY2U='))
    expect(policy).toBe(`${PAGE_CSP}; script-src 'nonce-bm9uY2U=' 'strict-dynamic' 'self'`)
    expect(policy.match(/script-src/g)).toHaveLength(1)
    expect(policy).toContain("frame-ancestors 'none'")
  })

  it('never allows inline script, and eval only in development', () => {
    for (const dev of [false, true]) {
      const source = nonceScriptSrc('n', { dev })
      expect(source).not.toContain('unsafe-inline')
      expect(source.includes("'unsafe-eval'")).toBe(dev)
    }
  })

  it('adds third-party origins only for configured tools', () => {
    const none = { googleAnalytics: '', hubspot: '', smartlook: '', linkedIn: '' }
    expect(thirdPartyOrigins(none)).toEqual([])
    const origins = thirdPartyOrigins({ ...none, googleAnalytics: 'G-1' })
    expect(origins).toEqual(['https://www.googletagmanager.com'])
    expect(nonceScriptSrc('n', { origins })).toBe(
      "script-src 'nonce-n' 'strict-dynamic' 'self' https://www.googletagmanager.com",
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
