import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { migrationsFolder } from '../db/paths'

const serverUrl =
  process.env.KELP_TEST_DB === 'postgres' ? process.env.TEST_DATABASE_URL : undefined
const apiRoot = resolve(import.meta.dirname, '../..')

/** `npm run db:migrate` as its own process, as a deploy runs it. */
function migrate(databaseUrl: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/migrate.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH ?? '',
      NODE_ENV: 'production',
      APP_SECRET: 'm'.repeat(40),
      DATABASE_URL: databaseUrl,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      PAYMENTS_SANDBOX: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((done) => child.on('exit', (code) => done({ code, output })))
}

describe.runIf(serverUrl)('npm run db:migrate on PostgreSQL', () => {
  const name = `kelp_migrate_${randomBytes(6).toString('hex')}`
  const url = new URL(serverUrl ?? 'postgres://unused')
  url.pathname = `/${name}`
  const admin = new pg.Client({ connectionString: serverUrl })

  beforeAll(async () => {
    await admin.connect()
    await admin.query(`create database ${name}`)
  })
  afterAll(async () => {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it('two processes at the same moment both succeed and apply the schema once', async () => {
    const runs = await Promise.all([migrate(url.toString()), migrate(url.toString())])
    for (const run of runs) expect(run.code, run.output).toBe(0)

    const db = new pg.Client({ connectionString: url.toString() })
    await db.connect()
    try {
      const journal = JSON.parse(
        readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
      ) as { entries: unknown[] }
      const applied = await db.query('select hash from drizzle.__drizzle_migrations')
      expect(applied.rowCount).toBe(journal.entries.length)
      // Reference data once, and no demo company without --demo.
      const projects = await db.query('select slug from projects')
      const slugs = projects.rows.map((row: { slug: string }) => row.slug)
      expect(new Set(slugs).size).toBe(slugs.length)
      expect(slugs.length).toBeGreaterThan(0)
      const demo = await db.query(`select 1 from users where email like '%@kelp-demo.com'`)
      expect(demo.rowCount).toBe(0)
    } finally {
      await db.end()
    }

    // A third run finds nothing to do.
    const again = await migrate(url.toString())
    expect(again.code, again.output).toBe(0)
  }, 120_000)
})
