import cors from '@fastify/cors'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import helmet, { type HelmetOptions } from 'helmet'
import type { Env } from '../config/env'
import { requestLocale } from '../lib/locale'
import { registerAccountLimit } from './account-limit'
import { SharedRateLimits } from './rate-limit-store'

/** No API response needs a powerful browser feature. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'

/**
 * The headers helmet sets for `options`, computed once: they are the same on every answer, and
 * running helmet per request (as @fastify/helmet does) re-parses the policy each time — about
 * 8 % of the API's CPU under load (docs/decisions/092).
 */
export function staticHelmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value)
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  let failure: unknown
  helmet(options)({} as never, response as never, (error?: unknown) => {
    failure = error
  })
  if (failure) throw failure
  return headers
}

/** Paths of the API documentation: the UI, its scripts and styles, and the OpenAPI document. */
const DOCS_PATH = /^\/api\/(docs(\/|$)|openapi\.json$)/

/**
 * Reading the API documentation loads a dozen files; none of them counts against the reader's
 * budget. Runs before the rate limiter's own onRoute hook, which honours `rateLimit: false`.
 * (Health and readiness routes say so in their own config.)
 */
function exemptFromRateLimit(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    if (DOCS_PATH.test(route.url)) route.config = { ...route.config, rateLimit: false }
  })
}

/**
 * Cross-cutting HTTP protections: headers, CORS and the global rate limit. No cookie parsing:
 * the session cookie is the web server's (docs/decisions/120).
 */
export async function registerSecurity(app: FastifyInstance, env: Env): Promise<void> {
  const headers = {
    ...staticHelmetHeaders({
      hsts: env.NODE_ENV === 'production' ? { maxAge: 63_072_000, includeSubDomains: true } : false,
      frameguard: { action: 'deny' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          frameAncestors: ["'none'"],
          imgSrc: ["'self'", 'data:'],
        },
      },
    }),
    'permissions-policy': PERMISSIONS_POLICY,
  }
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
  await app.register(cors, { origin: env.WEB_ORIGIN, credentials: true })
  const shared = env.REDIS_URL ? new SharedRateLimits(env.REDIS_URL, app.log) : undefined
  if (shared) {
    app.addHook('onClose', () => shared.close())
    // Per-instance counters still limit every client, so traffic goes on: degraded, not down.
    app.readyChecks.set('redis', () =>
      shared.degraded ? { degraded: shared.degraded } : undefined,
    )
  }
  exemptFromRateLimit(app)
  await app.register(rateLimit, {
    global: true,
    // RateLimit-Limit, -Remaining, -Reset (the IETF draft) on every answer, Retry-After on 429s.
    enableDraftSpec: true,
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(shared ? { store: shared.storeClass() } : {}),
    errorResponseBuilder: (request, context) => {
      const seconds = Math.ceil(context.ttl / 1000)
      const message =
        requestLocale(request) === 'de'
          ? `Zu viele Anfragen. Bitte versuchen Sie es in ${seconds} Sekunden erneut.`
          : `Too many requests. Please try again in ${seconds} seconds.`
      return { statusCode: 429, message }
    },
  })
  registerAccountLimit(app, env.ACCOUNT_RATE_LIMIT_PER_HOUR)
}
