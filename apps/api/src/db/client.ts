import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import pg from 'pg'
import * as schema from './schema'
import { migrationsFolder } from './paths'
import { lockDataDir } from './data-dir-lock'
import { hasPendingMigrations, withMigrationLock } from './migrations'
import {
  listenPg,
  listenPglite,
  type NotificationHandlers,
  type NotificationListener,
} from './listen'

/**
 * Longest wait for a pooled connection (a free one or a new one) before the request fails:
 * long enough for a burst queued behind one locked row to be served, short enough that a
 * frozen server gets its 503 soon.
 */
export const DATABASE_CONNECT_TIMEOUT_MS = 5_000
/**
 * Longest wait for a query's answer: a server that stopped answering (frozen, partitioned)
 * fails requests with a 503 instead of holding them. Far above any query Kelp runs.
 */
export const DATABASE_QUERY_TIMEOUT_MS = 10_000

export type Schema = typeof schema
/** Either driver: services only see this type, never the driver. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>
export type DatabaseDriver = 'pglite' | 'postgres'

export interface DatabaseHandle {
  db: Database
  driver: DatabaseDriver
  /** LISTENs on `channel` (see db/listen.ts); resolves once the first subscription is live. */
  listen(channel: string, handlers: NotificationHandlers): Promise<NotificationListener>
  close(): Promise<void>
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it PGlite is used. */
  url?: string
  /** PGlite data directory; `memory://` keeps everything in memory. */
  dataDir?: string
  /** A PGlite data directory dumped with `dumpDataDir`, to start an in-memory PGlite from. */
  loadDataDir?: Blob
  poolSize?: number
  /**
   * Apply pending migrations, then run `afterMigrate` (reference data), both under the
   * migration lock on PostgreSQL (default true). When false, the database must already be
   * migrated (`npm run db:migrate`): opening fails rather than serving an old schema.
   */
  migrate?: boolean
  afterMigrate?: (db: Database) => Promise<void>
}

export class PendingMigrationsError extends Error {
  constructor() {
    super(
      'The database schema is not up to date: run `npm run db:migrate` (or set MIGRATE_ON_START=true)',
    )
    this.name = 'PendingMigrationsError'
  }
}

/** Opens the database the environment asks for and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const handle = await connect(options)
  try {
    if (options.migrate === false) {
      if (await hasPendingMigrations(handle.db)) throw new PendingMigrationsError()
    } else {
      await handle.migrate(options.afterMigrate)
    }
  } catch (err) {
    await handle.close()
    throw err
  }
  return handle
}

type OpenHandle = DatabaseHandle & {
  migrate(afterMigrate?: (db: Database) => Promise<void>): Promise<void>
}

async function connect(options: DatabaseOptions): Promise<OpenHandle> {
  const migrationsConfig = { migrationsFolder: migrationsFolder() }
  if (options.url) {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 10,
      // While the server is unreachable a request gets its 503 in time instead of waiting.
      connectionTimeoutMillis: DATABASE_CONNECT_TIMEOUT_MS,
      query_timeout: DATABASE_QUERY_TIMEOUT_MS,
    })
    // An idle connection the server closed (restart, failover, admin termination) is dropped
    // by the pool and replaced on the next query; without a listener it would crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`))
    const db = drizzlePg({ client: pool, schema })
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      // One connection holds the lock and runs the migrations (drizzle's migrator uses the
      // client it is given for its transaction), so concurrent deploys apply each one once.
      // It is not a pooled one: waiting for another migrator may take longer than the pool's
      // query timeout allows.
      async migrate(afterMigrate) {
        const client = new pg.Client({ connectionString: options.url })
        await client.connect()
        try {
          await withMigrationLock(client, async () => {
            await migratePg(drizzlePg({ client, schema }), migrationsConfig)
            await afterMigrate?.(db as unknown as Database)
          })
        } finally {
          await client.end()
        }
      },
      listen: (channel, handlers) => listenPg(options.url!, channel, handlers),
      close: () => pool.end(),
    }
  }
  const dataDir = options.dataDir ?? 'memory://'
  const inMemory = dataDir.startsWith('memory://')
  if (!inMemory) mkdirSync(resolve(dataDir), { recursive: true })
  const unlock = inMemory ? () => {} : lockDataDir(resolve(dataDir))
  let client: PGlite
  try {
    client = await PGlite.create(inMemory ? dataDir : resolve(dataDir), {
      loadDataDir: options.loadDataDir,
    })
  } catch (err) {
    unlock()
    throw err
  }
  const db = drizzlePglite({ client, schema })
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    // The data folder's lock (db/data-dir-lock.ts) keeps every other process out.
    async migrate(afterMigrate) {
      await migratePglite(db, migrationsConfig)
      await afterMigrate?.(db as unknown as Database)
    },
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close().finally(unlock),
  }
}
