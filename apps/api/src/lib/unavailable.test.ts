import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { DATABASE_DOWN, SERVICE_BUSY, unavailableText } from './unavailable'

const serverUrl = process.env.TEST_DATABASE_URL

describe('unavailableText', () => {
  it('says busy when no pooled connection came free in time', async () => {
    // A real pool of one: the second caller waits for the first and gives up.
    const pool = new pg.Pool({
      connectionString: serverUrl ?? 'postgres://postgres@127.0.0.1:5432/postgres',
      max: 1,
      // Long enough to open the first connection on a loaded machine.
      connectionTimeoutMillis: 3_000,
    })
    const held = await pool.connect().catch(() => null)
    if (!held) return expect(serverUrl).toBeUndefined() // no PostgreSQL on this machine
    const error = await pool.connect().catch((e: unknown) => e)
    held.release()
    await pool.end()
    expect(unavailableText(error)).toBe(SERVICE_BUSY)
  })

  it('says unreachable when the server refuses or drops the connection', async () => {
    const pool = new pg.Pool({ connectionString: 'postgres://postgres@127.0.0.1:1/x', max: 1 })
    const refused = await pool.connect().catch((e: unknown) => e)
    await pool.end()
    expect(unavailableText(refused)).toBe(DATABASE_DOWN)
    const dropped = new Error('query failed', { cause: new Error('Connection terminated') })
    expect(unavailableText(dropped)).toBe(DATABASE_DOWN)
  })

  it('leaves every other error alone', () => {
    expect(unavailableText(new Error('duplicate key'))).toBeNull()
    expect(unavailableText(Object.assign(new Error('x'), { code: '23505' }))).toBeNull()
  })
})
