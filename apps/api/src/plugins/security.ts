import cookie from '@fastify/cookie'
import cors from '@fastify/cors'
import helmet from '@fastify/helmet'
import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance } from 'fastify'
import { Redis } from 'ioredis'
import type { Env } from '../config/env'
import { requestLocale } from '../lib/locale'
import { registerAccountLimit } from './account-limit'

/** No API response needs a powerful browser feature. */
export const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()'

/** Cross-cutting HTTP protections: headers, cookies, CORS and the global rate limit. */
export async function registerSecurity(app: FastifyInstance, env: Env): Promise<void> {
  await app.register(helmet, {
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
  })
  app.addHook('onSend', async (_request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY)
  })
  await app.register(cookie, { secret: env.APP_SECRET })
  await app.register(cors, { origin: env.WEB_ORIGIN, credentials: true })
  const redis = env.REDIS_URL
    ? new Redis(env.REDIS_URL, { lazyConnect: false, maxRetriesPerRequest: 1 })
    : undefined
  if (redis) app.addHook('onClose', async () => void redis.quit())
  await app.register(rateLimit, {
    global: true,
    max: env.RATE_LIMIT_PER_MINUTE,
    timeWindow: '1 minute',
    ...(redis ? { redis, nameSpace: 'kelp-rl:' } : {}),
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
