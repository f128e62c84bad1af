import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestContext } from '../../test/app'

describe('contribution endpoints in the OpenAPI document', () => {
  let ctx: TestContext
  beforeAll(async () => {
    ctx = await createTestApp()
  })
  afterAll(() => ctx.close())

  it('declares every product.md §7 contribution call and the sandbox page API', async () => {
    const doc = (await ctx.app.inject({ url: '/api/openapi.json' })).json()
    const paths = Object.keys(doc.paths)
    for (const path of [
      '/api/stripe/create-checkout-session',
      '/api/stripe/checkout-session',
      '/api/stripe/create-customer-portal-session',
      '/api/stripe/modify-subscription',
      '/api/stripe/validate-magic-link',
      '/api/stripe/resend-magic-link',
      '/api/stripe/webhook',
      '/api/contribution/dashboard',
      '/api/contribution/retirement-certificate',
      '/api/payments/sandbox/sessions/{id}/pay',
    ]) {
      expect(paths, path).toContain(path)
    }
  })
})
