// Server components only: it reads the session cookie.
import type { AdminOrderList, StaffMe } from '@kelp/core/admin'
import { sessionToken } from '@/features/auth/session-cookie'
import { serverFetch, serverGet } from '@/lib/server-api'
import { ADMIN_PER_PAGE, FIRST_ORDER_STATUS } from '../api/admin-api'

/** What the server rendered /admin with: the operator and the first orders, or a 403. */
export type InitialAdmin =
  | { status: 'staff'; me: StaffMe; orders: AdminOrderList | null }
  | { status: 'forbidden' }

/**
 * The back-office's first screen read with the visitor's session while the page renders, or
 * null (no session cookie, or the API was not reached): the browser then checks as before.
 * A 403 from the guard is answered on the server too, so a customer never sees a spinner.
 */
export async function initialAdmin(locale: string): Promise<InitialAdmin | null> {
  const token = await sessionToken()
  if (!token) return null
  const [me, orders] = await Promise.all([
    serverFetch('/api/admin/me', locale, token),
    serverGet<AdminOrderList>(
      `/api/admin/orders?status=${FIRST_ORDER_STATUS}&page=1&perPage=${ADMIN_PER_PAGE}`,
      locale,
      token,
    ),
  ])
  if (me?.status === 403) return { status: 'forbidden' }
  if (!me?.ok) return null
  try {
    return { status: 'staff', me: (await me.json()) as StaffMe, orders }
  } catch {
    return null
  }
}
