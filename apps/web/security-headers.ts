/**
 * Response headers for every web page (docs/decisions/090): no framing,
 * no sniffing, no referrer beyond the origin, no powerful features, HSTS in production.
 * The API sets its own through @fastify/helmet, so /api/* is left out here.
 */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), usb=(), payment=(self), interest-cohort=()'

/**
 * The fixed part of every page's Content-Security-Policy. The proxy (src/proxy.ts) sends it
 * with the page's script-src; only the paths the proxy skips get it from here, so a response
 * never carries two CSP headers.
 */
export const PAGE_CSP = [
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "object-src 'none'",
  "form-action 'self'",
].join('; ')

export function securityHeaders(production: boolean) {
  const headers = [
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ]
  if (production) {
    headers.push({ key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' })
  }
  return [
    { source: '/((?!api/).*)', headers },
    // The paths the proxy skips (its matcher in src/proxy.ts): Next internals and paths with a
    // dot. Their only page is the not-found answer to a missing file: the same HTML for every
    // visitor, rendered by Next's inline payload, so it gets no script-src.
    {
      source: '/((?!api/)(?:_next|_vercel|.*\\.).*)',
      headers: [{ key: 'Content-Security-Policy', value: PAGE_CSP }],
    },
  ]
}
