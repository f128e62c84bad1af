import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { sql } from 'drizzle-orm'
import type pg from 'pg'
import type { Database } from './client'
import { migrationsFolder } from './paths'

/**
 * The advisory lock every migrating process takes first (an arbitrary constant, "kelp" in
 * ASCII): a second process waits for the first, then finds nothing left to apply.
 */
export const MIGRATION_LOCK_KEY = 0x6b656c70

/** Runs `work` while this session holds the migration lock; released on any outcome. */
export async function withMigrationLock<T>(
  client: pg.ClientBase,
  work: () => Promise<T>,
): Promise<T> {
  await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY])
  try {
    return await work()
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY])
  }
}

/** The newest committed migration's timestamp, as drizzle's migrator records it. */
function newestMigrationMillis(): number {
  const journal = JSON.parse(
    readFileSync(join(migrationsFolder(), 'meta', '_journal.json'), 'utf8'),
  ) as { entries: { when: number }[] }
  return Math.max(...journal.entries.map((entry) => entry.when))
}

/** True when the database lacks a committed migration (drizzle's own bookkeeping table). */
export async function hasPendingMigrations(db: Database): Promise<boolean> {
  // Both drivers answer `{ rows }`.
  type Rows<T> = { rows: T[] }
  const table = (await db.execute(
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as present`,
  )) as unknown as Rows<{ present: boolean }>
  if (!table.rows[0]?.present) return true
  const result = (await db.execute(
    sql`select max(created_at)::text as newest from drizzle.__drizzle_migrations`,
  )) as unknown as Rows<{ newest: string | null }>
  return Number(result.rows[0]?.newest ?? 0) < newestMigrationMillis()
}
