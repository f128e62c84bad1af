import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import { PgBoss } from 'pg-boss'
import type { DatabaseHandle } from '../db/client'

/**
 * pg-boss runs its SQL through this adapter on the API's own connection: the `pg` pool on
 * PostgreSQL, or the embedded PGlite (one connection, queries serialised by PGlite itself).
 * SQL without parameters may hold several statements (pg-boss's migrations), which PGlite
 * runs only through `exec`. docs/decisions/011-course-job-queue.md
 */
export function queueSqlAdapter(database: DatabaseHandle) {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client
  if (database.driver === 'postgres') {
    const pool = client as pg.Pool
    return { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) }
  }
  const lite = client as PGlite
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return lite.query(text, values)
      const results = await lite.exec(text)
      return results[results.length - 1] ?? { rows: [], fields: [] }
    },
  }
}

/** pg-boss on the API's database; `start` creates or migrates its schema. */
export function createQueue(database: DatabaseHandle): PgBoss {
  return new PgBoss({
    db: queueSqlAdapter(database),
    schema: 'pgboss',
  })
}
