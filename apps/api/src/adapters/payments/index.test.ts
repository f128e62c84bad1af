import { describe, expect, it } from 'vitest'
import type { Database } from '../../db/client'
import { testEnv } from '../../test/app'
import { createPayments } from './index'

const db = {} as Database
const deliver = async () => {}

describe('payments adapter choice', () => {
  it('uses Stripe only when both keys are set', () => {
    expect(createPayments(testEnv(), db, deliver).provider.name).toBe('sandbox')
    expect(
      createPayments(testEnv({ STRIPE_SECRET_KEY: 'sk_test_x' }), db, deliver).sandbox,
    ).toBeDefined()
    const stripe = createPayments(
      testEnv({ STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_WEBHOOK_SECRET: 'whsec_x' }),
      db,
      deliver,
    )
    expect(stripe.provider.name).toBe('stripe')
    expect(stripe.provider.webhookSecret).toBe('whsec_x')
    expect(stripe.sandbox).toBeUndefined()
  })

  it('gives the sandbox its own webhook secret, not the app secret', () => {
    const env = testEnv()
    const { provider } = createPayments(env, db, deliver)
    expect(provider.webhookSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(provider.webhookSecret).not.toBe(env.APP_SECRET)
  })
})
