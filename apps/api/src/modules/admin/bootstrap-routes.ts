import { timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { BOOTSTRAP_TOKEN_HEADER } from './bootstrap-file'
import { ensureStaff } from './staff'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * A caller on this machine that read the token file: the TCP peer is loopback (not the
 * client address a proxy reports) and nothing forwarded the request — the web server and
 * the front server add X-Forwarded-For to everything they pass on.
 */
function isLocalOperator(request: FastifyRequest, token: string): boolean {
  if (!LOOPBACK.has(request.raw.socket.remoteAddress ?? '')) return false
  if (request.headers['x-forwarded-for'] !== undefined || request.headers.forwarded) return false
  const sent = Buffer.from(String(request.headers[BOOTSTRAP_TOKEN_HEADER] ?? ''))
  const expected = Buffer.from(token)
  return sent.length === expected.length && timingSafeEqual(sent, expected)
}

/**
 * `POST /api/local/staff`: `npm run staff:create` while the server runs makes the operator
 * through this process, which alone has the embedded database open. Registered only in a
 * process that wrote the token file (main.ts); anyone else gets the same 404 as for an
 * unknown route. Not part of the public API documentation.
 */
export function localBootstrapRoutes(token: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/local/staff',
      {
        config: { rateLimit: false },
        // Before the body is read: a caller that is not the local operator learns nothing.
        onRequest: (request, reply, done) => {
          if (isLocalOperator(request, token)) done()
          else reply.callNotFound()
        },
        schema: {
          hide: true,
          body: z.object({ email: z.email().max(254) }),
          response: {
            200: z.object({ email: z.string(), created: z.boolean() }),
          },
        },
      },
      async (request) => {
        const { email, created } = await ensureStaff(app.deps, {
          email: request.body.email,
          actor: 'cli',
        })
        return { email, created }
      },
    )
  }
}
