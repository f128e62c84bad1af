import { AppError } from '../../lib/app-error'
import { VT } from './texts'

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

/**
 * Cursors are opaque to callers: the id of the last item of a page, as base64url. The next
 * page starts after that item in the list's own order, read from the database.
 */
export const encodeCursor = (id: string) => Buffer.from(`v1:${id}`).toString('base64url')

export function decodeCursor(cursor: string | undefined): string | undefined {
  if (cursor === undefined) return undefined
  const text = Buffer.from(cursor, 'base64url').toString('utf8')
  const id = text.startsWith('v1:') ? text.slice(3) : ''
  if (!UUID.test(id)) throw new AppError('bad_request', VT.badCursor)
  return id
}

/** The page of a list fetched with one row more than `limit`. */
export function pageOf<T>(rows: T[], limit: number, idOf: (row: T) => string) {
  const data = rows.slice(0, limit)
  const hasMore = rows.length > limit
  return { data, hasMore, nextCursor: hasMore ? encodeCursor(idOf(data.at(-1)!)) : null }
}
