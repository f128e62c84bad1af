import { NextRequest, NextResponse } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { isUnknownRouteValue, UNKNOWN_VALUE_SEGMENT } from './i18n/closed-params'
import { withoutKeysAlternate } from './i18n/keys-locale'
import { routing } from './i18n/routing'
import { REQUEST_ID_HEADER, requestIdFrom, requestIdTiming } from './lib/request-id'
import { forwardToApi } from './lib/api-forward'
import { apiOrigin } from './lib/server-api'
import {
  createNonce,
  NONCE_HEADER,
  nonceScriptSrc,
  pagePolicy,
  thirdPartyOrigins,
} from './security/csp'
import { certificateStatus, lookupOutcome, verifyPathId } from './features/certificates/lib/lookup'

const intl = createMiddleware(routing)
/** The web server's own health (app/healthz/route.ts): no locale, no CSP needed. */
const HEALTH_PATH = '/healthz'
const CSP = 'content-security-policy'
const dev = process.env.NODE_ENV !== 'production'
const origins = thirdPartyOrigins()

/**
 * One origin for the browser (docs/architecture.md §1): /api/* is proxied to the API service,
 * whose origin is read at run time so one build serves any deployment.
 * Every page gets its Content-Security-Policy here (docs/decisions/090).
 */
export default async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl
  // One id per request, from the load balancer when it sends one: the API logs it too.
  const requestId = requestIdFrom(request.headers.get(REQUEST_ID_HEADER))
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    return forwardToApi(request, apiOrigin(), requestId)
  }
  if (pathname === HEALTH_PATH) return NextResponse.next()

  // Next stamps its scripts with the nonce it finds in the request's CSP (the documented
  // nonce setup); next-intl passes the request headers on. The root layout reads the nonce
  // for its own inline script, which renders every page per request (decision 129).
  const nonce = createNonce()
  const policy = pagePolicy(nonceScriptSrc(nonce, { origins, dev }))
  const headers = new Headers(request.headers)
  headers.set(CSP, policy)
  headers.set(NONCE_HEADER, nonce)
  headers.set(REQUEST_ID_HEADER, requestId)
  const intlResponse = intl(new NextRequest(request.url, { headers }))
  // The `keys` pseudo-locale is for translators, never an alternate for search engines.
  const link = intlResponse.headers.get('link')
  if (link) intlResponse.headers.set('link', withoutKeysAlternate(link))
  intlResponse.headers.set(REQUEST_ID_HEADER, requestId)
  // Error pages read it back from the page's own timing entries (renderRequestId).
  intlResponse.headers.set('server-timing', requestIdTiming(requestId))
  if (intlResponse.headers.has('location')) return intlResponse
  const response = toCatchAllWhenUnknown(request, intlResponse, headers)
  response.headers.set(CSP, policy)
  return withVerifyStatus(request, response, requestId)
}

/**
 * A certificate's verification page answers 503 (and says to try again) while the API cannot
 * tell whether the certificate exists: a page cannot set its own status, so it is set here.
 * The page itself reads the certificate again and shows the same outcome.
 */
async function withVerifyStatus(request: NextRequest, response: NextResponse, requestId: string) {
  const id = verifyPathId(internalPathname(request, response))
  if (!id) return response
  const forwardedFor = request.headers.get('x-forwarded-for')
  const status = await certificateStatus(apiOrigin(), id, {
    [REQUEST_ID_HEADER]: requestId,
    ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}),
  })
  if (lookupOutcome(status) !== 'unavailable') return response
  const unavailable = new NextResponse(null, { status: 503, headers: response.headers })
  unavailable.headers.set('retry-after', '30')
  return unavailable
}

/**
 * A value outside a closed route list goes to the catch-all, which renders the not-found page
 * per request (i18n/closed-params.ts says why). next-intl's own headers (alternate links, its
 * cookie, the request headers it passes on) are kept.
 */
function toCatchAllWhenUnknown(request: NextRequest, response: NextResponse, headers: Headers) {
  const internal = internalPathname(request, response)
  if (!isUnknownRouteValue(internal)) return response
  const target = new URL(`${internal}/${UNKNOWN_VALUE_SEGMENT}`, request.url)
  target.search = request.nextUrl.search
  const rewritten = NextResponse.rewrite(target, { request: { headers } })
  response.headers.forEach((value, key) => {
    if (key === 'x-middleware-rewrite' || key === 'x-middleware-next' || key === 'set-cookie')
      return
    rewritten.headers.set(key, value)
  })
  for (const cookie of response.headers.getSetCookie())
    rewritten.headers.append('set-cookie', cookie)
  return rewritten
}

/** The path Next serves: next-intl rewrites e.g. / to /en and /projects to /en/projects. */
function internalPathname(request: NextRequest, response: NextResponse): string {
  const rewrite = response.headers.get('x-middleware-rewrite')
  return rewrite ? new URL(rewrite).pathname : request.nextUrl.pathname
}

export const config = {
  // Every path but Next internals and files with an extension (the API proxy included), and
  // the document upload, which app/api/admin/documents/route.ts streams past the proxy's
  // body-size limit.
  matcher: ['/api/((?!admin/documents$).*)', '/((?!_next|_vercel|api/admin/documents$|.*\\..*).*)'],
}
