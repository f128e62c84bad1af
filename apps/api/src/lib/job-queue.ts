import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import { fromPglite, PgBoss } from 'pg-boss'
import type { DatabaseHandle } from '../db/client'

/**
 * pg-boss runs its SQL on the API's own connection: the `pg` pool on PostgreSQL, or the embedded
 * PGlite through pg-boss's own PGlite adapter. Its maintenance sends several statements in one
 * call and needs the rows of each; PGlite runs those only through `exec`, one result per
 * statement, which the adapter hands back whole. docs/decisions/011-course-job-queue.md
 */
function queueOptions(database: DatabaseHandle) {
  const client = (database.db as unknown as { $client: PGlite | pg.Pool }).$client
  if (database.driver === 'postgres') {
    const pool = client as pg.Pool
    return { db: { executeSql: (text: string, values?: unknown[]) => pool.query(text, values) } }
  }
  return { db: fromPglite(client as PGlite), backend: 'pglite' as const }
}

/** pg-boss on the API's database; `start` creates or migrates its schema. */
export function createQueue(database: DatabaseHandle): PgBoss {
  return new PgBoss({ ...queueOptions(database), schema: 'pgboss' })
}
