import { createHash } from 'node:crypto'
import type { PGlite } from '@electric-sql/pglite'
import type pg from 'pg'
import { PgBoss } from 'pg-boss'
import type { DatabaseHandle } from '../../db/client'

/** The queue lesson jobs live in (pg-boss keeps them in the `pgboss` schema). */
export const LESSON_QUEUE = 'course-lesson'

export interface LessonJob {
  enrolmentId: string
  lesson: number
  round: number
}

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

/**
 * A job id derived from enrolment, round and lesson: pg-boss inserts with
 * ON CONFLICT DO NOTHING on (queue, id), so scheduling the same lesson twice is a no-op.
 */
export function lessonJobId(job: LessonJob): string {
  const hex = createHash('sha256')
    .update(`course:${job.enrolmentId}:${job.round}:${job.lesson}`)
    .digest('hex')
  // Shape as an RFC 4122 version-5-style UUID so PostgreSQL's uuid type accepts it.
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}
