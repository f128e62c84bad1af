import { ACCESS_TOKEN_COOKIE, SESSION_TTL_MS, SIGNED_IN_COOKIE } from '@kelp/core/auth'
import type { NextRequest, NextResponse } from 'next/server'

/**
 * The session token lives in an HttpOnly cookie that page scripts cannot read; the web server
 * turns it into the bearer header when it forwards /api/* calls of its own pages
 * (docs/decisions/120). A second, readable cookie only says that a session cookie is set, so
 * the page knows whether to load the profile.
 */

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

/** The origin the browser used: the load balancer's scheme and host when it names them. */
export function publicOrigin(request: NextRequest): string {
  const proto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim()
  const host = request.headers.get('x-forwarded-host') ?? request.headers.get('host')
  return `${proto || request.nextUrl.protocol.replace(/:$/, '')}://${host ?? request.nextUrl.host}`
}

/**
 * Whether the request comes from one of our own pages. Browsers say so in Sec-Fetch-Site (or,
 * older ones, in Origin on every write); a cross-site form or script never passes. A typed
 * address or a bookmark (`none`) may read, never write. A request naming neither is not a
 * browser's and may only read.
 */
export function isSameOrigin(request: NextRequest): boolean {
  const site = request.headers.get('sec-fetch-site')
  if (site) return site === 'same-origin' || (site === 'none' && SAFE_METHODS.has(request.method))
  const origin = request.headers.get('origin')
  if (origin) return origin === publicOrigin(request)
  return SAFE_METHODS.has(request.method)
}

/** Secure everywhere but plain http on the machine itself (development and tests). */
function secure(request: NextRequest): boolean {
  const url = new URL(publicOrigin(request))
  return !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))
}

export function setSessionCookies(request: NextRequest, response: NextResponse, token: string) {
  const common = {
    path: '/',
    sameSite: 'lax' as const,
    secure: secure(request),
    maxAge: Math.floor(SESSION_TTL_MS / 1000),
  }
  response.cookies.set(ACCESS_TOKEN_COOKIE, token, { ...common, httpOnly: true })
  response.cookies.set(SIGNED_IN_COOKIE, '1', common)
}

export function clearSessionCookies(request: NextRequest, response: NextResponse) {
  for (const [name, httpOnly] of [
    [ACCESS_TOKEN_COOKIE, true],
    [SIGNED_IN_COOKIE, false],
  ] as const) {
    response.cookies.set(name, '', {
      path: '/',
      sameSite: 'lax',
      secure: secure(request),
      httpOnly,
      maxAge: 0,
    })
  }
}

/** The request's Cookie header without the session token (the API never reads cookies). */
export function cookiesWithoutToken(header: string | null): string | null {
  if (!header) return null
  const kept = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith(`${ACCESS_TOKEN_COOKIE}=`))
  return kept.length > 0 ? kept.join('; ') : null
}
