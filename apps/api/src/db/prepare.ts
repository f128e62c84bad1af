import type { Env } from '../config/env'
import { openDatabase, type DatabaseHandle } from './client'
import { seedIfEmpty, type SeederSet } from './seed'

type PrepareEnv = Pick<Env, 'DATABASE_URL' | 'DATA_DIR' | 'MIGRATE_ON_START' | 'SEED_DEMO_DATA'>

export interface PrepareOptions {
  /** What the application seeds (the database layer knows no feature). */
  seeders: SeederSet
  /** Migrate (under the lock on PostgreSQL) and load reference data; otherwise only check. */
  migrate: boolean
  /** Load the demo company and its history too. */
  demo: boolean
  log?: (line: string) => void
}

/**
 * Opens the configured database. When migrating, the schema and the reference data are
 * brought up to date under the migration lock; demo data, when asked for, follows.
 */
export async function prepareDatabase(
  env: PrepareEnv,
  { seeders, migrate, demo, log }: PrepareOptions,
): Promise<DatabaseHandle> {
  const database = await openDatabase({
    url: env.DATABASE_URL,
    dataDir: `${env.DATA_DIR}/pglite`,
    migrate,
    afterMigrate: (db) => seedIfEmpty(db, { seeders, demo: false, log }),
  })
  if (demo) await seedIfEmpty(database.db, { seeders, demo: true, log })
  return database
}

/** What the API process does at start-up (MIGRATE_ON_START, SEED_DEMO_DATA). */
export const prepareOnStart = (env: PrepareEnv, seeders: SeederSet) =>
  prepareDatabase(env, { seeders, migrate: env.MIGRATE_ON_START, demo: env.SEED_DEMO_DATA })
