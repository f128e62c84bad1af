import { ACCESS_TOKEN_COOKIE, SESSION_TTL_MS, SIGNED_IN_COOKIE } from '@kelp/core/auth'
import { DASHBOARD_SESSION_TTL_MINUTES, DASHBOARD_TOKEN_COOKIE } from '@kelp/core/contributions'
import type { NextRequest, NextResponse } from 'next/server'

/**
 * The session token lives in an HttpOnly cookie that page scripts cannot read; the web server
 * turns it into the bearer header when it forwards /api/* calls of its own pages
 * (docs/decisions/120). A second, readable cookie only says that a session cookie is set, so
 * the page knows whether to load the profile. A contribution dashboard's token (from a magic
 * link) is kept the same way, in a cookie of its own (docs/decisions/137).
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

const dashboardCookie = (request: NextRequest, maxAge: number) => ({
  path: '/',
  sameSite: 'lax' as const,
  secure: secure(request),
  httpOnly: true,
  maxAge,
})

/** The dashboard token from a magic link, until the moment it expires (`expiresAt`). */
export function setDashboardCookie(
  request: NextRequest,
  response: NextResponse,
  token: string,
  expiresAt: string,
) {
  response.cookies.set(
    DASHBOARD_TOKEN_COOKIE,
    token,
    dashboardCookie(request, secondsUntil(expiresAt)),
  )
}

export function clearDashboardCookie(request: NextRequest, response: NextResponse) {
  response.cookies.set(DASHBOARD_TOKEN_COOKIE, '', dashboardCookie(request, 0))
}

/** An answer without a readable expiry gets the dashboard session's full lifetime. */
function secondsUntil(expiresAt: string): number {
  const seconds = Math.floor((Date.parse(expiresAt) - Date.now()) / 1000)
  return Number.isNaN(seconds) ? DASHBOARD_SESSION_TTL_MINUTES * 60 : Math.max(0, seconds)
}

const TOKEN_COOKIES = [ACCESS_TOKEN_COOKIE, DASHBOARD_TOKEN_COOKIE].map((name) => `${name}=`)

/** The request's Cookie header without the tokens (the API never reads cookies). */
export function cookiesWithoutTokens(header: string | null): string | null {
  if (!header) return null
  const kept = header
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part && !TOKEN_COOKIES.some((prefix) => part.startsWith(prefix)))
  return kept.length > 0 ? kept.join('; ') : null
}
