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

  it('accepts a production configuration with a secret', () => {
    const env = loadEnv({ NODE_ENV: 'production', APP_SECRET: 'x'.repeat(40), PORT: '8080' })
    expect(env.PORT).toBe(8080)
    expect(env.APP_SECRET).toHaveLength(40)
  })
})
