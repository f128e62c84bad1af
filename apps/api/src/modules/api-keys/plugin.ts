import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify'
import { API_KEY_REQUESTS_PER_MINUTE, type ApiKeyScope } from '@kelp/core/api-keys'
import { AppError } from '../../lib/app-error'
import { authenticateApiKey, requireScope, type ApiCaller } from './service'
import { hashSecret } from './secret'
import { KT } from './texts'

declare module 'fastify' {
  interface FastifyRequest {
    apiCaller: ApiCaller | null
  }
  interface FastifyInstance {
    /** The onRequest hooks of a route called with an API key that needs `scope`. */
    apiKeyGuard(scope: ApiKeyScope): onRequestHookHandler[]
  }
}

/** The OpenAPI security requirement of a route called with an API key. */
export const API_KEY_SECURITY = [{ apiKey: [] }]

function presentedSecret(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization
  return header?.startsWith('Bearer ') ? header.slice('Bearer '.length).trim() : undefined
}

/**
 * API key routes: one rate-limit counter per key across all of them (the global limiter's
 * store, so the counts are shared through Redis when it is set, and the same RateLimit
 * headers), checked before the key is looked up; then the key, then the route's scope.
 */
export function registerApiKeyAuth(app: FastifyInstance): void {
  app.decorateRequest('apiCaller', null)
  const limit = app.rateLimit({
    // A caller that presents no bearer token is limited like any other anonymous client.
    max: (_request, key) =>
      key.startsWith('api-key:') ? API_KEY_REQUESTS_PER_MINUTE : app.env.RATE_LIMIT_PER_MINUTE,
    timeWindow: 60_000,
    keyGenerator: (request) => {
      const secret = presentedSecret(request)
      return secret ? `api-key:${hashSecret(secret)}` : `api-key-ip:${request.ip}`
    },
  })
  app.decorate('apiKeyGuard', (scope: ApiKeyScope) => [
    limit,
    async (request: FastifyRequest) => {
      const caller = await authenticateApiKey(app.deps, {
        secret: presentedSecret(request),
        request: { method: request.method, route: request.routeOptions.url ?? request.url },
      })
      requireScope(caller, scope)
      request.apiCaller = caller
    },
  ])
}

/** The caller of a route guarded by `apiKeyGuard`. */
export function requireApiCaller(request: FastifyRequest): ApiCaller {
  if (!request.apiCaller) throw new AppError('unauthorized', KT.missingKey)
  return request.apiCaller
}
