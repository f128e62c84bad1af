/**
 * The web server's own health, apart from the API's (`/api/*` is proxied there): a load
 * balancer or the image's HEALTHCHECK asks it. It renders nothing and reads no service.
 */
export const dynamic = 'force-dynamic'

export function GET() {
  return Response.json(
    { status: 'ok', uptimeSeconds: process.uptime() },
    { headers: { 'cache-control': 'no-store' } },
  )
}
