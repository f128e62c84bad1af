import type { FastifyInstance, FastifyRequest } from 'fastify'
import { AppError } from '../lib/app-error'

/** The e-mail address a request acts for, when its body names one. */
export function bodyEmail(request: FastifyRequest): string | undefined {
  const body = request.body as { email?: unknown } | null | undefined
  if (!body || typeof body !== 'object' || typeof body.email !== 'string') return undefined
  const email = body.email.trim().toLowerCase()
  return email.length > 0 ? email : undefined
}

/**
 * Per-account limit on top of the per-IP ones: every POST/PUT whose body names an e-mail address
 * (sign-in, one-time codes, password reset, magic links, enquiries, contact, webinars, course,
 * scorecards) is counted per route and address, so rotating IPs cannot hammer one account or
 * flood one inbox. Runs after validation, so the body is parsed and well-formed.
 */
export function registerAccountLimit(app: FastifyInstance, maxPerHour: number): void {
  const check = app.createRateLimit({
    max: maxPerHour,
    timeWindow: '1 hour',
    keyGenerator: (request: FastifyRequest) =>
      `acct:${request.routeOptions.url ?? request.url}:${bodyEmail(request) ?? ''}`,
  })
  app.addHook('preHandler', async (request: FastifyRequest) => {
    if (request.method !== 'POST' && request.method !== 'PUT') return
    if (request.routeOptions.config?.rateLimit === false) return
    if (!bodyEmail(request)) return
    const result = await check(request)
    if (result.isAllowed || !result.isExceeded) return
    const seconds = Math.max(1, result.ttlInSeconds)
    const minutes = Math.ceil(seconds / 60)
    throw new AppError(
      'too_many_requests',
      {
        en: `Too many requests for this e-mail address. Please try again in ${minutes} minutes.`,
        de: `Zu viele Anfragen für diese E-Mail-Adresse. Bitte versuchen Sie es in ${minutes} Minuten erneut.`,
      },
      { max: maxPerHour, resetSeconds: seconds },
    )
  })
}
