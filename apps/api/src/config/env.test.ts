import { describe, expect, it } from 'vitest'
import { ConfigError, loadEnv } from './env'

describe('loadEnv', () => {
  it('applies the documented defaults', () => {
    const env = loadEnv({})
    expect(env.PORT).toBe(4000)
    expect(env.WEB_ORIGIN).toBe('http://localhost:3000')
    expect(env.DATABASE_URL).toBeUndefined()
    expect(env.DEMO_MODE).toBe(false)
  })

  it('lists every bad key at once', () => {
    let error: unknown
    try {
      loadEnv({
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        NODE_ENV: 'production',
        DEMO_MODE: 'yes',
      })
    } catch (err) {
      error = err
    }
    expect(error).toBeInstanceOf(ConfigError)
    const keys = (error as ConfigError).problems.map((p) => p.split(':')[0])
    expect(keys).toEqual(
      expect.arrayContaining(['PORT', 'DATABASE_URL', 'DEMO_MODE', 'APP_SECRET']),
    )
  })

  it('accepts a production configuration with a secret and real services', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      PORT: '8080',
      DATABASE_URL: 'postgres://kelp:pw@db:5432/kelp',
      SMTP_URL: 'smtp://mail:25',
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SELLER_NAME: 'Kelp GmbH',
      SELLER_STREET: 'Invalidenstraße 1',
      SELLER_POSTCODE: '10115',
      SELLER_CITY: 'Berlin',
      SELLER_VAT_ID: 'DE123456789',
      SELLER_IBAN: 'DE89 3704 0044 0532 0130 00',
      SELLER_BANK: 'Commerzbank',
    })
    expect(env.PORT).toBe(8080)
    expect(env.APP_SECRET).toHaveLength(40)
    expect(env.DEV_MAILBOX).toBe(false)
    expect(env.MIGRATE_ON_START).toBe(false)
  })

  it('refuses an IBAN with wrong check digits and keeps a valid one without spaces', () => {
    expect(() => loadEnv({ SELLER_IBAN: 'DE89370400440532013001' })).toThrow(/SELLER_IBAN/)
    expect(loadEnv({ SELLER_IBAN: 'de89 3704 0044 0532 0130 00' }).SELLER_IBAN).toBe(
      'DE89370400440532013000',
    )
  })

  it('migrates on start by default only on the embedded database', () => {
    expect(loadEnv({}).MIGRATE_ON_START).toBe(true)
    expect(loadEnv({ DATABASE_URL: 'postgres://db/kelp' }).MIGRATE_ON_START).toBe(false)
    const opted = loadEnv({ DATABASE_URL: 'postgres://db/kelp', MIGRATE_ON_START: 'true' })
    expect(opted.MIGRATE_ON_START).toBe(true)
  })

  it('allows webhooks to loopback outside production and with the payment sandbox only', () => {
    expect(loadEnv({}).WEBHOOK_ALLOW_LOOPBACK).toBe(true)
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      EMBEDDED_DATABASE: 'true',
      DEV_MAILBOX: 'true',
    }
    const demo = loadEnv({ ...production, PAYMENTS_SANDBOX: 'true' })
    expect(demo.WEBHOOK_ALLOW_LOOPBACK).toBe(true)
    expect(() => loadEnv(production)).toThrow(ConfigError)
    const real = loadEnv({
      ...production,
      STRIPE_SECRET_KEY: 'sk_live_x',
      STRIPE_WEBHOOK_SECRET: 'whsec_x',
      SELLER_NAME: 'Kelp GmbH',
      SELLER_STREET: 'Invalidenstraße 1',
      SELLER_POSTCODE: '10115',
      SELLER_CITY: 'Berlin',
      SELLER_VAT_ID: 'DE123456789',
      SELLER_IBAN: 'DE89 3704 0044 0532 0130 00',
      SELLER_BANK: 'Commerzbank',
    })
    expect(real.WEBHOOK_ALLOW_LOOPBACK).toBe(false)
    let error: unknown
    try {
      loadEnv({ ...production, PAYMENTS_SANDBOX: 'false', WEBHOOK_ALLOW_LOOPBACK: 'true' })
    } catch (err) {
      error = err
    }
    expect((error as ConfigError).problems.join('\n')).toMatch(/WEBHOOK_ALLOW_LOOPBACK/)
  })
})
