import type { LocalizedText } from './app-error'

/** What a request sees while the database cannot be reached (restart, failover, network). */
export const DATABASE_DOWN: LocalizedText = {
  en: 'Kelp cannot reach its database right now. Please try again in a minute.',
  de: 'Kelp erreicht seine Datenbank gerade nicht. Bitte versuchen Sie es in einer Minute erneut.',
}

/** What a request sees while every pooled connection stays busy for longer than it may wait. */
export const SERVICE_BUSY: LocalizedText = {
  en: 'Kelp is very busy right now. Please try again in a few seconds.',
  de: 'Kelp ist gerade stark ausgelastet. Bitte versuchen Sie es in ein paar Sekunden erneut.',
}

/** pg-pool's message when no pooled connection came free within the connect timeout. */
const POOL_EXHAUSTED = /timeout exceeded when trying to connect/i

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

/**
 * What to tell the user when `error` means the database cannot serve the request now: busy
 * (the pool had no free connection in time; the database itself answers) or unreachable.
 * Null for any other error.
 */
export function unavailableText(error: unknown): LocalizedText | null {
  if (!isDatabaseUnavailable(error)) return null
  return causes(error).some((e) => typeof e.message === 'string' && POOL_EXHAUSTED.test(e.message))
    ? SERVICE_BUSY
    : DATABASE_DOWN
}

type Cause = { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown }

/** The error and everything it names as its cause, each once. */
function causes(error: unknown): Cause[] {
  const seen = new Set<unknown>()
  const queue: unknown[] = [error]
  const found: Cause[] = []
  while (queue.length > 0) {
    const current = queue.shift()
    if (!current || typeof current !== 'object' || seen.has(current)) continue
    seen.add(current)
    const cause = current as Cause
    found.push(cause)
    queue.push(cause.cause)
    if (Array.isArray(cause.errors)) queue.push(...cause.errors)
  }
  return found
}

/** True when `error` (or what caused it) says the database cannot be reached right now. */
function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some(
    ({ code, message }) =>
      (typeof code === 'string' && (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.test(code))) ||
      (typeof message === 'string' && DRIVER_MESSAGES.test(message)),
  )
}
