import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

type Rows<T> = { rows: T[] }

/**
 * Tables a rejected request may legitimately write to, and why:
 * none so far — failed OTP guesses only update `attempts` on the existing code row,
 * rate limits live in memory (or Redis), and failed sign-ins are not recorded.
 */
export const MAY_CHANGE_ON_REJECTION: string[] = []

/** One query that counts the rows of every table in the public schema. */
export async function rowCounter(db: Database) {
  const result = (await db.execute(
    sql`select table_name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`,
  )) as unknown as Rows<{ table_name: string }>
  const tables = result.rows
    .map((r) => r.table_name)
    .filter((t) => !MAY_CHANGE_ON_REJECTION.includes(t) && !t.startsWith('__drizzle'))
  const query = `select ${tables
    .map((t) => `(select count(*) from "${t}")::int as "${t}"`)
    .join(', ')}`
  return {
    tables,
    async count(): Promise<Record<string, number>> {
      const counts = (await db.execute(sql.raw(query))) as unknown as Rows<Record<string, number>>
      return counts.rows[0]!
    },
  }
}

/** The tables whose row count differs between two snapshots. */
export function changedTables(before: Record<string, number>, after: Record<string, number>) {
  return Object.keys(after).filter((t) => before[t] !== after[t])
}
