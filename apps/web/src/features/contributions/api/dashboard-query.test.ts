import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DASHBOARD_KEY, dashboardQuery } from './dashboard-query'

afterEach(() => vi.unstubAllGlobals())

describe('the dashboard read', () => {
  it('is one key whatever the session: the token stays in its cookie, out of page scripts', () => {
    expect(dashboardQuery().queryKey).toEqual(DASHBOARD_KEY)
    expect(dashboardQuery().meta).toEqual({ url: '/api/contribution/dashboard' })
  })

  it('ends the dashboard session when the API refuses it, without signing anyone out of Kelp', async () => {
    const calls: [string, RequestInit][] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit) => {
        calls.push([url, init])
        return url === '/api/contribution/dashboard'
          ? Response.json({ message: 'Your dashboard session has ended.' }, { status: 401 })
          : new Response(null, { status: 204 })
      }),
    )
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await expect(client.fetchQuery(dashboardQuery())).rejects.toMatchObject({ status: 401 })
    await vi.waitFor(() => expect(calls).toHaveLength(2))
    expect(calls[1]![0]).toBe('/api/contribution/logout')
    expect(calls[1]![1].method).toBe('POST')
  })
})
