import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ACCESS_TOKEN_COOKIE } from '@kelp/core/auth'
import { AppError } from '../../lib/app-error'
import { resolveSession, type AuthContext } from './session-service'
import { T } from './texts'

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler for protected routes: 401 unless a live session; sets `request.auth`. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>
  }
  interface FastifyRequest {
    auth: AuthContext | null
  }
}

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim()
  // The cookie is accepted for plain GETs only (links, downloads), never for writes.
  if (request.method === 'GET') return request.cookies?.[ACCESS_TOKEN_COOKIE]
  return undefined
}

/** Decorates the root instance so every feature can protect its routes. */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null)
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.auth = await resolveSession(
      app.database.db,
      app.env.APP_SECRET,
      bearerToken(request),
      app.caches.sessions,
    )
  })
}

/** The signed-in caller of a route behind `app.authenticate`. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthorized', T.signInRequired)
  return request.auth
}
