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
import {
  listenPg,
  listenPglite,
  type NotificationHandlers,
  type NotificationListener,
} from './listen'

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
  poolSize?: number
}

/** Opens the database the environment asks for and applies pending migrations. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const migrationsConfig = { migrationsFolder: migrationsFolder() }
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 })
    // An idle connection the server closed (restart, failover, admin termination) is dropped
    // by the pool and replaced on the next query; without a listener it would crash the process.
    pool.on('error', (error) => console.warn(`PostgreSQL idle connection lost: ${error.message}`))
    const db = drizzlePg({ client: pool, schema })
    await migratePg(db, migrationsConfig)
    return {
      db: db as unknown as Database,
      driver: 'postgres',
      listen: (channel, handlers) => listenPg(options.url!, channel, handlers),
      close: () => pool.end(),
    }
  }
  const dataDir = options.dataDir ?? 'memory://'
  if (!dataDir.startsWith('memory://')) mkdirSync(resolve(dataDir), { recursive: true })
  const client = await PGlite.create(dataDir.startsWith('memory://') ? dataDir : resolve(dataDir))
  const db = drizzlePglite({ client, schema })
  await migratePglite(db, migrationsConfig)
  return {
    db: db as unknown as Database,
    driver: 'pglite',
    listen: (channel, handlers) => listenPglite(client, channel, handlers),
    close: () => client.close(),
  }
}
