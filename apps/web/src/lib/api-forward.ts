import { ACCESS_TOKEN_COOKIE, API_TIMEOUT_MS } from '@kelp/core/auth'
import { NextResponse, type NextRequest } from 'next/server'
import {
  clearSessionCookies,
  cookiesWithoutToken,
  isSameOrigin,
  setSessionCookies,
} from '../security/session'
import { PROXIED_BODY_LIMIT_BYTES } from './proxied-body-limit'
import { REQUEST_ID_HEADER } from './request-id'

/** API routes that answer a new session token in `access_token`. */
const SESSION_ISSUING = new Set(['/api/auth/sign-in', '/api/users/login_otp'])
const SIGN_OUT = '/api/auth/logout'
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
 * token a page script could read; sign-out clears it. API clients that send their own bearer
 * token (and no Origin) are forwarded as they are and get their token in the body, as
 * product.md §7 describes.
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
  if (ownPage && request.method === 'POST' && SESSION_ISSUING.has(pathname))
    return signIn(request, target, headers)
  const response = NextResponse.rewrite(target, { request: { headers } })
  if (ownPage && pathname === SIGN_OUT) clearSessionCookies(request, response)
  return response
}

/**
 * The request's headers as the API should see them: the request id, the cookies without the
 * session token and, for a call from our own pages, the token as the bearer header.
 */
export function forwardedHeaders(request: NextRequest, requestId: string): Headers {
  const headers = new Headers(request.headers)
  headers.set(REQUEST_ID_HEADER, requestId)
  const cookies = cookiesWithoutToken(request.headers.get('cookie'))
  if (cookies) headers.set('cookie', cookies)
  else headers.delete('cookie')
  const token = request.cookies.get(ACCESS_TOKEN_COOKIE)?.value
  if (isSameOrigin(request) && token && !headers.has('authorization'))
    headers.set('authorization', `Bearer ${token}`)
  return headers
}

/** Calls the API's sign-in and moves the token from the answer into the session cookie. */
async function signIn(request: NextRequest, target: URL, incoming: Headers) {
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
  if (!upstream.ok || typeof data?.access_token !== 'string')
    return new NextResponse(text, { status: upstream.status, headers: answerHeaders })
  const { access_token: token, ...rest } = data
  const response = NextResponse.json(rest, { status: upstream.status, headers: answerHeaders })
  setSessionCookies(request, response, token)
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
