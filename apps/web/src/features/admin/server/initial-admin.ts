// Server components only: it reads the session cookie.
import { hashKey, type DehydratedState } from '@tanstack/react-query'
import { sessionToken } from '@/features/auth/server'
import { serverFetch } from '@/lib/server-api'
import { prefetchQueries } from '@/lib/query/server'
import { adminQueries, FIRST_ORDER_STATUS } from '../api/queries'

/** What the server rendered /admin with: the operator and the first orders, or the 403. */
export type InitialAdmin = { status: 'staff'; state: DehydratedState } | { status: 'forbidden' }

/**
 * The back-office's first screen read with the visitor's session while the page renders, or
 * null (no session cookie, or the API was not reached): the browser then checks as before.
 * A refusal by the staff guard is answered on the server too, so a customer sees the 403
 * screen in the HTML rather than a spinner.
 */
export async function initialAdmin(locale: string): Promise<InitialAdmin | null> {
  const token = await sessionToken()
  if (!token) return null
  const me = adminQueries.me(locale)
  const { state } = await prefetchQueries(
    [me, adminQueries.orders(locale, FIRST_ORDER_STATUS)],
    locale,
    token,
  )
  if (state.queries.some((query) => query.queryHash === hashKey(me.queryKey)))
    return { status: 'staff', state }
  const refused = (await serverFetch('/api/admin/me', locale, token))?.status === 403
  return refused ? { status: 'forbidden' } : null
}
