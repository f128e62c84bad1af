import { sql } from 'drizzle-orm'
import type { Database } from '../../db/client'

/** A round trip to the database; throws when it does not answer. */
export async function ping(db: Database) {
  await db.execute(sql`select 1`)
}
