import { createHash } from 'node:crypto'
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  existsSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { openDatabase } from '../db/client'
import { migrationsFolder } from '../db/paths'

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (dumpDataDir, uncompressed) each file starts from. */
    pgliteSnapshot: string
    /** A migrated PostgreSQL database each file copies with CREATE DATABASE … TEMPLATE. */
    postgresTemplate: string
  }
}

/** Changes whenever a migration is added or edited, so a stale copy is never used. */
function migrationsHash(): string {
  const folder = migrationsFolder()
  const hash = createHash('sha256')
  const files = [
    ...readdirSync(folder).filter((f) => f.endsWith('.sql')),
    join('meta', '_journal.json'),
  ].sort()
  for (const file of files) hash.update(file).update(readFileSync(join(folder, file)))
  return hash.digest('hex').slice(0, 12)
}

async function pgliteSnapshot(hash: string): Promise<string> {
  const dir = join(tmpdir(), 'kelp-api-tests')
  const path = join(dir, `pglite-${hash}.tar`)
  if (existsSync(path)) return path
  mkdirSync(dir, { recursive: true })
  const handle = await openDatabase({ dataDir: 'memory://' })
  const client = (handle.db as unknown as { $client: { dumpDataDir(c: 'none'): Promise<Blob> } })
    .$client
  const dump = await client.dumpDataDir('none')
  await handle.close()
  // Written aside, then renamed: a project starting at the same time never reads half a file.
  const partial = `${path}.${process.pid}`
  writeFileSync(partial, Buffer.from(await dump.arrayBuffer()))
  renameSync(partial, path)
  return path
}

async function postgresTemplate(serverUrl: string, hash: string): Promise<string> {
  const name = `kelp_test_template_${hash}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name])
    if (found.rowCount) return name
    const building = `${name}_${process.pid}`
    await admin.query(`create database ${building}`)
    const url = new URL(serverUrl)
    url.pathname = `/${building}`
    const handle = await openDatabase({ url: url.toString(), poolSize: 1 })
    await handle.close()
    await admin.query(`alter database ${building} rename to ${name}`)
    // Templates of older migrations are of no further use.
    const stale = await admin.query<{ datname: string }>(
      `select datname from pg_database where datname like 'kelp\\_test\\_template\\_%' and datname <> $1`,
      [name],
    )
    for (const { datname } of stale.rows) {
      await admin.query(`drop database if exists ${datname} with (force)`)
    }
    return name
  } finally {
    await admin.end()
  }
}

/**
 * Migrates once per run instead of once per test file: PGlite files load a dumped data
 * directory, PostgreSQL files copy a template database.
 */
export default async function setup(project: TestProject) {
  const hash = migrationsHash()
  const serverUrl = process.env.TEST_DATABASE_URL
  if (project.config.env?.KELP_TEST_DB === 'postgres' && serverUrl) {
    project.provide('postgresTemplate', await postgresTemplate(serverUrl, hash))
  } else {
    project.provide('pgliteSnapshot', await pgliteSnapshot(hash))
  }
}
