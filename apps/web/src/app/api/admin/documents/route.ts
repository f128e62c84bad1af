import type { NextRequest } from 'next/server'
import { getTranslations } from 'next-intl/server'
import { forwardedHeaders } from '@/lib/api-forward'
import { REQUEST_ID_HEADER, requestIdFrom } from '@/lib/request-id'
import { apiOrigin } from '@/lib/server-api'

export const dynamic = 'force-dynamic'

/** Headers of one connection, not of the request: the fetch to the API sets its own. */
const HOP_BY_HOP = [
  'connection',
  'content-length',
  'expect',
  'host',
  'keep-alive',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]
const ANSWER_HEADERS = ['content-type', 'cache-control', REQUEST_ID_HEADER]

/**
 * Document uploads (multipart, up to 50 MB) stream through here to the API. src/proxy.ts, which
 * forwards every other /api call, leaves this one path out of its matcher: Next buffers a
 * request body for the proxy and cuts it at the proxy's body-size limit (10 MB by default), so
 * a large upload would reach the API truncated. Here the body is passed on unread, with the
 * same session handling as every other /api call.
 */
export async function POST(request: NextRequest) {
  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER))
  const headers = forwardedHeaders(request, requestId)
  for (const name of HOP_BY_HOP) headers.delete(name)
  try {
    const answer = await fetch(`${apiOrigin()}/api/admin/documents`, {
      method: 'POST',
      headers,
      body: request.body,
      duplex: 'half',
      signal: request.signal,
      cache: 'no-store',
    } as RequestInit & { duplex: 'half' })
    const out = new Headers()
    for (const name of ANSWER_HEADERS) {
      const value = answer.headers.get(name)
      if (value) out.set(name, value)
    }
    return new Response(answer.body, { status: answer.status, headers: out })
  } catch {
    const locale = request.headers.get('accept-language')?.startsWith('de') ? 'de' : 'en'
    const t = await getTranslations({ locale, namespace: 'common.error' })
    return Response.json({ message: t('something_wrong') }, { status: 503 })
  }
}
