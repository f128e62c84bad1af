import { NextResponse, type NextRequest } from 'next/server'
import createMiddleware from 'next-intl/middleware'
import { routing } from './i18n/routing'

const intl = createMiddleware(routing)

/**
 * One origin for the browser (ARCHITECTURE §1): /api/* is proxied to the API service,
 * whose origin is read at run time so one build serves any deployment.
 */
export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl
  if (pathname === '/api' || pathname.startsWith('/api/')) {
    const apiOrigin = process.env.API_ORIGIN ?? 'http://127.0.0.1:4000'
    return NextResponse.rewrite(new URL(`${pathname}${search}`, apiOrigin))
  }
  return intl(request)
}

export const config = {
  // Every path but Next internals and files with an extension (the API proxy included).
  matcher: ['/api/:path*', '/((?!_next|_vercel|.*\\..*).*)'],
}
