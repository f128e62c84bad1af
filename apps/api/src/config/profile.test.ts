import { describe, expect, it } from 'vitest'
import { adapterLine } from './adapters'
import { ConfigError, loadEnv } from './env'
import { isTestSystem, standInsInUse } from './profile'

const SECRET = 'p'.repeat(40)
const REAL = {
  NODE_ENV: 'production',
  APP_SECRET: SECRET,
  DATABASE_URL: 'postgres://kelp:db-password@db.internal:5432/kelp',
  SMTP_URL: 'smtp://mailer:smtp-password@mail.internal:587',
  STRIPE_SECRET_KEY: 'sk_live_secret',
  STRIPE_WEBHOOK_SECRET: 'whsec_secret',
  SELLER_NAME: 'Kelp GmbH',
  SELLER_STREET: 'Invalidenstraße 1',
  SELLER_POSTCODE: '10115',
  SELLER_CITY: 'Berlin',
  SELLER_VAT_ID: 'DE123456789',
  SELLER_IBAN: 'DE89 3704 0044 0532 0130 00',
  SELLER_BANK: 'Commerzbank',
}

function problems(source: Record<string, string>): string[] {
  try {
    loadEnv(source)
    return []
  } catch (err) {
    if (err instanceof ConfigError) return err.problems
    throw err
  }
}

describe('the production profile', () => {
  it('refuses every embedded stand-in at once, each named with its opt-in', () => {
    const found = problems({ NODE_ENV: 'production', PORT: 'eighty' })
    const keys = found.map((p) => p.split(':')[0])
    expect(keys).toEqual([
      'PORT',
      'APP_SECRET',
      'DATABASE_URL',
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET',
      'SMTP_URL',
      'SELLER_NAME, SELLER_STREET, SELLER_POSTCODE, SELLER_CITY, SELLER_VAT_ID, SELLER_IBAN, SELLER_BANK',
    ])
    expect(found.join('\n')).toMatch(/EMBEDDED_DATABASE=true/)
    expect(found.join('\n')).toMatch(/PAYMENTS_SANDBOX=true/)
    expect(found.join('\n')).toMatch(/DEV_MAILBOX=true/)
  })

  it('starts with real services and uses no stand-in', () => {
    const env = loadEnv(REAL)
    expect(standInsInUse(env)).toEqual([])
    expect(isTestSystem(standInsInUse(env))).toBe(false)
  })

  it('asks for both Stripe keys, not one', () => {
    const { STRIPE_WEBHOOK_SECRET: _, ...oneKey } = REAL
    expect(problems(oneKey)).toEqual([
      'STRIPE_SECRET_KEY, STRIPE_WEBHOOK_SECRET: set both or neither',
    ])
  })

  it('takes each stand-in when it is chosen on purpose, and is then a test system', () => {
    const env = loadEnv({
      NODE_ENV: 'production',
      APP_SECRET: SECRET,
      EMBEDDED_DATABASE: 'true',
      PAYMENTS_SANDBOX: 'true',
      DEV_MAILBOX: 'true',
      DEMO_MODE: 'true',
    })
    const standIns = standInsInUse(env)
    expect(standIns).toEqual([
      'embedded-database',
      'payments-sandbox',
      'dev-mailbox',
      'demo-sign-in',
    ])
    expect(isTestSystem(standIns)).toBe(true)
  })

  it('counts the embedded database alone as no test system (payments and mail are real)', () => {
    const { DATABASE_URL: _, ...rest } = REAL
    const standIns = standInsInUse(loadEnv({ ...rest, EMBEDDED_DATABASE: 'true' }))
    expect(standIns).toEqual(['embedded-database'])
    expect(isTestSystem(standIns)).toBe(false)
  })

  it('keeps the development defaults outside production', () => {
    const env = loadEnv({})
    expect(standInsInUse(env)).toEqual(['embedded-database', 'payments-sandbox', 'dev-mailbox'])
  })
})

describe('the start-up adapter line', () => {
  it('names every adapter and host, never a secret', () => {
    const line = adapterLine(
      loadEnv({
        ...REAL,
        REDIS_URL: 'redis://:redis-password@cache.internal:6379',
        S3_BUCKET: 'kelp-docs',
        S3_ENDPOINT: 'https://s3.internal:9000',
        S3_ACCESS_KEY_ID: 'access-key-id',
        S3_SECRET_ACCESS_KEY: 's3-secret',
        LLM_BASE_URL: 'https://llm.internal/v1',
        LLM_API_KEY: 'llm-secret',
        LLM_MODEL: 'small-model',
      }),
    )
    expect(line).toBe(
      'adapters: database=postgres db.internal:5432/kelp | migrations=separate step | ' +
        'mail=smtp mail.internal:587 | payments=stripe | storage=s3 kelp-docs at s3.internal:9000 | ' +
        'chat=llm small-model at llm.internal/v1 | rateLimits=redis cache.internal:6379 | ' +
        'jobQueue=pg-boss (worker on) | signIn=codes | standIns=none',
    )
    for (const secret of ['password', 'secret', 'access-key-id', SECRET]) {
      expect(line).not.toContain(secret)
    }
  })

  it('names the stand-ins of a local demo', () => {
    expect(adapterLine(loadEnv({ DATA_DIR: '/tmp/kelp' }))).toBe(
      'adapters: database=pglite /tmp/kelp/pglite | migrations=on start | ' +
        'mail=outbox only + dev mailbox | payments=sandbox | storage=local /tmp/kelp/storage | ' +
        'chat=embedded answerer | rateLimits=in-process | jobQueue=pg-boss (worker on) | ' +
        'signIn=codes | standIns=embedded-database, payments-sandbox, dev-mailbox',
    )
  })
})
