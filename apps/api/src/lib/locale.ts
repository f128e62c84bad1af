import type { FastifyRequest } from 'fastify'
import type { Locale } from '@kelp/core/http'

/** The request's language: an explicit `locale`/`local` query wins, then Accept-Language. */
export function requestLocale(request: FastifyRequest): Locale {
  const query = request.query as Record<string, unknown> | undefined
  const explicit = query?.locale ?? query?.local
  if (explicit === 'de' || explicit === 'en') return explicit
  const header = request.headers['accept-language']
  if (typeof header === 'string' && /^\s*de\b/i.test(header)) return 'de'
  return 'en'
}
