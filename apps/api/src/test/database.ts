import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../db/client'

/**
 * A fresh, migrated database for one test file: an in-memory PGlite, or — when the
 * root vitest config selects PostgreSQL — a new database on TEST_DATABASE_URL, dropped after.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl =
    process.env.KELP_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
  if (!serverUrl) return openDatabase({ dataDir: 'memory://' })

  const name = `kelp_test_${randomBytes(6).toString('hex')}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  const handle = await openDatabase({ url: url.toString(), poolSize: 5 })
  return {
    ...handle,
    async close() {
      await handle.close()
      const cleanup = new pg.Client({ connectionString: serverUrl })
      await cleanup.connect()
      await cleanup.query(`drop database if exists ${name} with (force)`)
      await cleanup.end()
    },
  }
}
