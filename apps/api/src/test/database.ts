import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import pg from 'pg'
import { inject } from 'vitest'
import { openDatabase, type DatabaseHandle } from '../db/client'

/**
 * A fresh, migrated database for one test file: an in-memory PGlite loaded from the run's
 * migrated snapshot, or — when the root vitest config selects PostgreSQL — a new database on
 * TEST_DATABASE_URL copied from the run's migrated template, dropped after
 * (src/test/global-setup.ts). Migrations still run: they find nothing pending.
 */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  const serverUrl =
    process.env.KELP_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
  if (!serverUrl) {
    const snapshot = inject('pgliteSnapshot')
    return openDatabase({
      dataDir: 'memory://',
      loadDataDir: snapshot ? new Blob([readFileSync(snapshot)]) : undefined,
    })
  }

  const name = `kelp_test_${randomBytes(6).toString('hex')}`
  const template = inject('postgresTemplate')
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
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
