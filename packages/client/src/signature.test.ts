import fc from 'fast-check'
import { signatureHeader } from '@kelp/core/webhooks'
import { describe, expect, it } from 'vitest'
import { verifySignature } from './index'

/** The package carries its own copy of the receiver's check; it must accept what Kelp signs. */
describe('verifySignature', () => {
  it('accepts every body signed by the API’s signer, and refuses it under another secret', async () => {
    await fc.assert(
      fc.asyncProperty(fc.string(), fc.string({ minLength: 1 }), async (payload, secret) => {
        const now = 1_800_000_000
        const header = await signatureHeader(secret, payload, now)
        expect(await verifySignature({ payload, header, secret, now })).toEqual({
          ok: true,
          timestamp: now,
        })
        const other = await verifySignature({ payload, header, secret: `${secret}x`, now })
        expect(other).toEqual({ ok: false, reason: 'mismatch' })
      }),
      { numRuns: 30 },
    )
  })
})
