import type { FastifyInstance } from 'fastify'
import { AppError } from '../lib/app-error'
import { BODY_TOO_LARGE } from './error-handler'

/**
 * A body announced (Content-Length) larger than the route's `bodyLimit` is refused with 413
 * before a byte of it is read, and the connection stays open: Node reads and discards the rest.
 * Fastify's own check answers with `Connection: close` and closes the socket while the client is
 * still sending, which a proxy in between (the web app's /api forwarding) sees as a broken pipe
 * and turns into its own 500. Runs in preParsing, after authentication (onRequest), so a caller
 * without a session still gets 401 first. Bodies without a length stay with Fastify's check.
 */
export function registerBodyLimit(app: FastifyInstance): void {
  app.addHook('preParsing', (request, _reply, payload, done) => {
    const length = Number(request.headers['content-length'])
    if (length > request.routeOptions.bodyLimit)
      done(new AppError('payload_too_large', BODY_TOO_LARGE))
    else done(null, payload)
  })
}
