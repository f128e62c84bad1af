import type { FastifyInstance } from 'fastify'
import { AppError, type LocalizedText } from '../lib/app-error'

export const NUL_REJECTED: LocalizedText = {
  en: 'The request contains a NUL character, which no field accepts.',
  de: 'Die Anfrage enthält ein NUL-Zeichen, das kein Feld annimmt.',
}

/** PostgreSQL text cannot hold U+0000: no real input has it, so reject it up front. */
function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 32 || value === null || typeof value !== 'object') return false
  if (ArrayBuffer.isView(value)) return false
  if (Array.isArray(value)) return value.some((v) => containsNul(v, depth + 1))
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || containsNul(v, depth + 1))
}

/**
 * Rejects a NUL character in path parameters, query or JSON body with 400 before any
 * route's validation or database query (found by the fuzz test: it used to reach the
 * database and end as a 500).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.addHook('preValidation', async (request) => {
    if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
      throw new AppError('bad_request', NUL_REJECTED)
    }
  })
}
