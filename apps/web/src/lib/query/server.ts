// Server components only: the reads go to the API with the visitor's session.
import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query'
import { answerJson, serverFetch, type ServerAuth } from '../server-api'

interface ServerQuery {
  queryKey: readonly unknown[]
  meta?: { url?: string }
}

/**
 * Reads these queries while rendering on the server, as the visitor (`auth`), and hands the
 * answers to the browser's cache: the HTML already shows the data and the client components
 * start from it instead of fetching it again (render them inside `<HydrationBoundary state>`). A read that fails is left out, and its client
 * component then fetches it itself. `complete`: every read arrived; `unauthorized`: the API
 * refused the credentials (401) for at least one of them.
 */
export async function prefetchQueries(
  queries: readonly ServerQuery[],
  locale: string,
  auth?: ServerAuth,
): Promise<{ state: DehydratedState; complete: boolean; unauthorized: boolean }> {
  const client = new QueryClient()
  const answers = await Promise.all(
    queries.map(async ({ queryKey, meta }) => {
      if (!meta?.url) return { arrived: false, status: undefined }
      const res = await serverFetch(meta.url, locale, auth)
      const data = await answerJson<unknown>(res)
      if (data !== null) client.setQueryData(queryKey, data)
      return { arrived: data !== null, status: res?.status }
    }),
  )
  return {
    state: dehydrate(client),
    complete: answers.every((answer) => answer.arrived),
    unauthorized: answers.some((answer) => answer.status === 401),
  }
}
