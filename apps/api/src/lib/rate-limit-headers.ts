import type { FastifyReply } from 'fastify'
import type { ExceededLimit } from './app-error'

/**
 * The header names of the IETF RateLimit header fields draft as @fastify/rate-limit writes them
 * (`enableDraftSpec`), so a 429 from a limit of Kelp's own reads like one from the plugin.
 */
export function setExceededHeaders(reply: FastifyReply, limit: ExceededLimit): void {
  const reset = Math.max(1, Math.ceil(limit.resetSeconds))
  reply.header('ratelimit-limit', limit.max)
  reply.header('ratelimit-remaining', 0)
  reply.header('ratelimit-reset', reset)
  reply.header('retry-after', reset)
}
