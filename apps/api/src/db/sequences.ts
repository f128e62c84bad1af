import { sql } from 'drizzle-orm'
import type { Database } from './client'

/** Sequences declared in the schema that services draw numbers from. */
type Sequence = 'certificate_number_seq'

/** The next value of a sequence; both drivers answer `{ rows }`. */
export async function nextSequenceValue(db: Database, name: Sequence): Promise<number> {
  const result = (await db.execute(sql`select nextval(${name})::text as n`)) as unknown as {
    rows: { n: string }[]
  }
  return Number(result.rows[0]!.n)
}
