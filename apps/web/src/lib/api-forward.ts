import { ACCESS_TOKEN_COOKIE, API_TIMEOUT_MS } from '@kelp/core/auth'
import { DASHBOARD_TOKEN_COOKIE, DASHBOARD_TOKEN_HEADER } from '@kelp/core/contributions'
import { NextResponse, type NextRequest } from 'next/server'
import {
  clearDashboardCookie,
  clearSessionCookies,
  cookiesWithoutTokens,
  isSameOrigin,
  setDashboardCookie,
  setSessionCookies,
} from '../security/session'
import { PROXIED_BODY_LIMIT_BYTES } from './proxied-body-limit'
import { REQUEST_ID_HEADER } from './request-id'

/** API routes that answer a new session token in `access_token`. */
const SESSION_ISSUING = new Set(['/api/auth/sign-in', '/api/users/login_otp'])
const SIGN_OUT = '/api/auth/logout'
/** The magic-link exchange: answers a contribution dashboard token in `token`. */
const DASHBOARD_ISSUING = '/api/stripe/validate-magic-link'
/** Ends a page's dashboard session: the web server's own, the API keeps no dashboard sessions. */
const DASHBOARD_SIGN_OUT = '/api/contribution/logout'
/** What the web server passes on from the API's answer to a sign-in it handles itself. */
const ANSWER_HEADERS = [
  'content-type',
  'retry-after',
  'ratelimit-limit',
  'ratelimit-remaining',
  'ratelimit-reset',
  REQUEST_ID_HEADER,
]

const TEXTS = {
  tooLarge: { en: 'The request body is too large.', de: 'Der Anfragetext ist zu groß.' },
  unavailable: {
    en: 'The service is not available right now. Please try again in a moment.',
    de: 'Der Dienst ist gerade nicht erreichbar. Bitte versuchen Sie es gleich noch einmal.',
  },
}

const locale = (request: NextRequest) =>
  request.headers.get('accept-language')?.toLowerCase().startsWith('de') ? 'de' : 'en'

/**
 * Forwards an /api/* call to the API (docs/architecture.md §1: one origin for the browser). Calls from
 * our own pages carry the session cookie as the bearer header; a cross-site request never does,
 * whatever cookies the browser attached. Sign-in answers become the HttpOnly cookie instead of a
 * token a page script could read; sign-out clears it. A contribution dashboard's token from the
 * magic-link exchange is kept the same way, in its own cookie (docs/decisions/137). API clients
 * that send their own tokens (and no Origin) are forwarded as they are and get their tokens in
 * the body, as product.md §7 describes.
 */
export async function forwardToApi(
  request: NextRequest,
  apiOrigin: string,
  requestId: string,
): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl
  if (Number(request.headers.get('content-length')) > PROXIED_BODY_LIMIT_BYTES) {
    return NextResponse.json({ message: TEXTS.tooLarge[locale(request)] }, { status: 413 })
  }
  const target = new URL(`${pathname}${search}`, apiOrigin)
  const headers = forwardedHeaders(request, requestId)
  const ownPage = isSameOrigin(request)
  if (ownPage && request.method === 'POST') {
    if (SESSION_ISSUING.has(pathname))
      return exchange(request, target, headers, 'access_token', (response, token) =>
        setSessionCookies(request, response, token),
      )
    if (pathname === DASHBOARD_ISSUING)
      return exchange(request, target, headers, 'token', (response, token, rest) =>
        setDashboardCookie(request, response, token, String(rest.expiresAt)),
      )
    if (pathname === DASHBOARD_SIGN_OUT) {
      const response = new NextResponse(null, { status: 204 })
      clearDashboardCookie(request, response)
      return response
    }
  }
  const response = NextResponse.rewrite(target, { request: { headers } })
  if (ownPage && pathname === SIGN_OUT) clearSessionCookies(request, response)
  return response
}

/**
 * The request's headers as the API should see them: the request id, the cookies without the
 * tokens and, for a call from our own pages, the session token as the bearer header and the
 * dashboard token as its header (a header the caller sent itself wins).
 */
export function forwardedHeaders(request: NextRequest, requestId: string): Headers {
  const headers = new Headers(request.headers)
  headers.set(REQUEST_ID_HEADER, requestId)
  const cookies = cookiesWithoutTokens(request.headers.get('cookie'))
  if (cookies) headers.set('cookie', cookies)
  else headers.delete('cookie')
  if (!isSameOrigin(request)) return headers
  const token = request.cookies.get(ACCESS_TOKEN_COOKIE)?.value
  if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`)
  const dashboardToken = request.cookies.get(DASHBOARD_TOKEN_COOKIE)?.value
  if (dashboardToken && !headers.has(DASHBOARD_TOKEN_HEADER))
    headers.set(DASHBOARD_TOKEN_HEADER, dashboardToken)
  return headers
}

/**
 * Calls an API route that answers a token in `field` and moves the token from the answer into
 * a cookie (`keep`); the rest of the answer goes to the page.
 */
async function exchange(
  request: NextRequest,
  target: URL,
  incoming: Headers,
  field: string,
  keep: (response: NextResponse, token: string, rest: Record<string, unknown>) => void,
) {
  const headers = new Headers()
  for (const name of ['content-type', 'accept-language', 'x-forwarded-for', REQUEST_ID_HEADER]) {
    const value = incoming.get(name)
    if (value) headers.set(name, value)
  }
  let upstream: Response
  try {
    upstream = await fetch(target, {
      method: 'POST',
      headers,
      body: await request.arrayBuffer(),
      signal: AbortSignal.timeout(API_TIMEOUT_MS),
    })
  } catch {
    return NextResponse.json({ message: TEXTS.unavailable[locale(request)] }, { status: 503 })
  }
  const answerHeaders = new Headers()
  for (const name of ANSWER_HEADERS) {
    const value = upstream.headers.get(name)
    if (value) answerHeaders.set(name, value)
  }
  const text = await upstream.text()
  const data = parse(text)
  const token = data?.[field]
  if (!upstream.ok || !data || typeof token !== 'string')
    return new NextResponse(text, { status: upstream.status, headers: answerHeaders })
  const rest = Object.fromEntries(Object.entries(data).filter(([key]) => key !== field))
  const response = NextResponse.json(rest, { status: upstream.status, headers: answerHeaders })
  keep(response, token, rest)
  return response
}

function parse(text: string): Record<string, unknown> | undefined {
  try {
    const data: unknown = JSON.parse(text)
    return data && typeof data === 'object' ? (data as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}
