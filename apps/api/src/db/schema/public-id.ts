import { sql } from 'drizzle-orm'

/**
 * A database default of 32 random bytes in url-safe base64 (43 characters, 244 random bits,
 * from two v4 UUIDs), for rows written before ids were drawn in the application. New rows
 * get theirs from `newPublicId()` so the id is known before the row is written.
 */
export const randomPublicId = sql`translate(encode(decode(replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''), 'hex'), 'base64'), '+/=', '-_')`
