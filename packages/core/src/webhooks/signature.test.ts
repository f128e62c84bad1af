import { createHmac } from 'node:crypto'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  computeSignature,
  parseSignatureHeader,
  signatureHeader,
  verifySignature,
} from './signature'

const secretArb = fc.string({ minLength: 1, maxLength: 64 })
const bodyArb = fc.string({ maxLength: 2000 })
const timeArb = fc.integer({ min: 1_000_000_000, max: 4_000_000_000 })

describe('webhook signatures', () => {
  it('are the hex HMAC-SHA256 of "t.body" (the scheme Stripe documents)', async () => {
    await fc.assert(
      fc.asyncProperty(secretArb, bodyArb, timeArb, async (secret, body, t) => {
        const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')
        expect(await computeSignature(secret, body, t)).toBe(expected)
        expect(await signatureHeader(secret, body, t)).toBe(`t=${t},v1=${expected}`)
      }),
      { numRuns: 50 },
    )
  })

  it('verify what was signed, within the tolerance either side of the clock', async () => {
    await fc.assert(
      fc.asyncProperty(
        secretArb,
        bodyArb,
        timeArb,
        fc.integer({ min: -300, max: 300 }),
        async (secret, body, t, skew) => {
          const header = await signatureHeader(secret, body, t)
          const result = await verifySignature({ payload: body, header, secret, now: t + skew })
          expect(result).toEqual({ ok: true, timestamp: t })
        },
      ),
      { numRuns: 50 },
    )
  })

  it('refuse another body, another secret or a stale timestamp', async () => {
    await fc.assert(
      fc.asyncProperty(
        secretArb,
        bodyArb,
        bodyArb,
        timeArb,
        fc.integer({ min: 301, max: 10_000_000 }),
        async (secret, body, other, t, age) => {
          const header = await signatureHeader(secret, body, t)
          const verify = (payload: string, key: string, now: number) =>
            verifySignature({ payload, header, secret: key, now })
          if (other !== body) expect(await verify(other, secret, t)).toMatchObject({ ok: false })
          expect(await verify(body, `${secret}x`, t)).toEqual({ ok: false, reason: 'mismatch' })
          expect(await verify(body, secret, t + age)).toEqual({ ok: false, reason: 'expired' })
          expect(await verify(body, secret, t - age)).toEqual({ ok: false, reason: 'expired' })
        },
      ),
      { numRuns: 50 },
    )
  })

  it('accept any one matching v1 among several (secret rotation) and ignore other schemes', async () => {
    const t = 1_800_000_000
    const good = await computeSignature('whsec_new', '{}', t)
    const header = `t=${t},v0=abc,v1=${'0'.repeat(64)},v1=${good}`
    expect(await verifySignature({ payload: '{}', header, secret: 'whsec_new', now: t })).toEqual({
      ok: true,
      timestamp: t,
    })
  })

  it('call malformed headers malformed and never throw on garbage', async () => {
    for (const header of ['', 't=abc,v1=00', 'v1=00', `t=${1_800_000_000}`, ',,,', 't=1,v1']) {
      expect(parseSignatureHeader(header)).toBeNull()
      expect(await verifySignature({ payload: '', header, secret: 's', now: 1 })).toEqual({
        ok: false,
        reason: 'malformed',
      })
    }
    const short = await verifySignature({ payload: '', header: 't=5,v1=zz', secret: 's', now: 5 })
    expect(short).toEqual({ ok: false, reason: 'mismatch' })
  })
})
