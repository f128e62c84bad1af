import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onRequestHookHandler,
  RouteOptions,
} from 'fastify'
import { AppError } from '../../lib/app-error'
import { resolveSession, type AuthContext } from './session-service'
import { T } from './texts'

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves the bearer token to a live session (401 otherwise); sets `request.auth`. */
    authenticate(request: FastifyRequest, reply: FastifyReply): Promise<void>
  }
  interface FastifyRequest {
    auth: AuthContext | null
  }
}

/** The OpenAPI security requirement of a route that needs a signed-in caller. */
export const SESSION_SECURITY = [{ bearer: [] }]

function bearerToken(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  if (header?.startsWith('Bearer ')) return header.slice('Bearer '.length).trim()
  return undefined
}

function requiresSession(route: RouteOptions): boolean {
  const security = (route.schema as { security?: Record<string, unknown>[] } | undefined)?.security
  return security?.some((requirement) => 'bearer' in requirement) ?? false
}

/**
 * Decorates the root instance so every feature can protect its routes, and protects every route
 * whose schema declares the bearer security requirement: the session is checked in `onRequest`,
 * before the body is read or validated, so a caller without a live session gets 401 whatever
 * it sends and learns nothing about the route's schema. The rate limiter's own `onRequest` hook
 * was added first and still counts these callers.
 */
export function registerAuthentication(app: FastifyInstance): void {
  app.decorateRequest('auth', null)
  app.decorate('authenticate', async (request: FastifyRequest) => {
    request.auth = await resolveSession(app.deps, {
      token: bearerToken(request),
      cache: app.caches.sessions,
    })
  })
  app.addHook('onRoute', (route) => {
    if (!requiresSession(route)) return
    const own = route.onRequest ?? []
    route.onRequest = [
      ...(Array.isArray(own) ? own : [own]),
      app.authenticate as onRequestHookHandler,
    ]
  })
}

/** The signed-in caller of a route that declares the bearer security requirement. */
export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new AppError('unauthorized', T.signInRequired)
  return request.auth
}
