import type { LocalizedText } from './app-error'

/** What a request sees while the database cannot be reached (restart, failover, network). */
export const DATABASE_DOWN: LocalizedText = {
  en: 'Kelp cannot reach its database right now. Please try again in a minute.',
  de: 'Kelp erreicht seine Datenbank gerade nicht. Bitte versuchen Sie es in einer Minute erneut.',
}

/** Socket errors: the server is gone, refused, or did not answer. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
])

/**
 * SQLSTATEs meaning the server cannot serve now (not that the query is wrong): class 08
 * connection exceptions, shutdown and crash recovery (57P01–57P03), too many connections,
 * and a statement cancelled by the server's timeout.
 */
const UNAVAILABLE_STATES = /^(08...|57P0[1-3]|53300|57014)$/

/** pg's own messages for a connection it lost or could not get in time. */
const DRIVER_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection is closed|Client has encountered a connection error/i

/** True when `error` (or what caused it) says the database cannot be reached right now. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  while (queue.length > 0) {
    const current = queue.shift()
    if (!current || typeof current !== 'object' || seen.has(current)) continue
    seen.add(current)
    const { code, message, cause, errors } = current as {
      code?: unknown
      message?: unknown
      cause?: unknown
      errors?: unknown
    }
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) {
      return true
    }
    if (typeof message === 'string' && DRIVER_MESSAGES.test(message)) return true
    queue.push(cause)
    if (Array.isArray(errors)) queue.push(...errors)
  }
  return false
}
