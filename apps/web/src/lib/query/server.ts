// Server components only: the reads go to the API with the visitor's session.
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query'
import { serverGet } from '../server-api'

interface ServerQuery {
  queryKey: readonly unknown[]
  meta?: { url?: string }
}

/**
 * Reads these queries while rendering on the server, with the visitor's session, and hands the
 * answers to the browser's cache: the HTML already shows the data and the client components
 * start from it instead of fetching it again (render them inside `<HydrationBoundary state>`). A read that fails is left out, and its client
 * component then fetches it itself. `complete`: every read arrived.
 */
export async function prefetchQueries(
  queries: readonly ServerQuery[],
  locale: string,
  token?: string,
): Promise<{ state: DehydratedState; complete: boolean }> {
  const client = new QueryClient()
  const arrived = await Promise.all(
    queries.map(async ({ queryKey, meta }) => {
      if (!meta?.url) return false
      const data = await serverGet<unknown>(meta.url, locale, token)
      if (data !== null) client.setQueryData(queryKey, data)
      return data !== null
    }),
  )
  return { state: dehydrate(client), complete: arrived.every(Boolean) }
}
