import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { openDatabase, type DatabaseHandle } from '../../db/client'

/**
 * A database that outlives the API process: a fresh PostgreSQL database on TEST_DATABASE_URL
 * (KELP_TEST_DB=postgres), else a PGlite data directory the server opens as DATA_DIR/pglite.
 */
export async function crashDatabase() {
  const serverUrl =
    process.env.KELP_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
  if (serverUrl) {
    const name = `kelp_crash_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: serverUrl })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    const url = new URL(serverUrl)
    url.pathname = `/${name}`
    return {
      serverEnv: { DATABASE_URL: url.toString() } as Record<string, string>,
      open: (): Promise<DatabaseHandle> => openDatabase({ url: url.toString(), poolSize: 5 }),
      async drop() {
        const cleanup = new pg.Client({ connectionString: serverUrl })
        await cleanup.connect()
        await cleanup.query(`drop database if exists ${name} with (force)`)
        await cleanup.end()
      },
    }
  }
  const dir = mkdtempSync(join(tmpdir(), 'kelp-crash-'))
  return {
    serverEnv: { DATA_DIR: dir } as Record<string, string>,
    open: (): Promise<DatabaseHandle> => openDatabase({ dataDir: join(dir, 'pglite') }),
    async drop() {
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
