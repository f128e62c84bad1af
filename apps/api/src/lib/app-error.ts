import type { Locale } from '@kelp/core/http'

export type AppErrorCode =
  | 'bad_request'
  | 'unauthorized'
  | 'payment_required'
  | 'forbidden'
  | 'not_found'
  | 'conflict'
  | 'gone'
  | 'payload_too_large'
  | 'too_many_requests'
  | 'unavailable'

export const statusByCode: Record<AppErrorCode, number> = {
  bad_request: 400,
  unauthorized: 401,
  payment_required: 402,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  payload_too_large: 413,
  too_many_requests: 429,
  unavailable: 503,
}

/** A message in both product languages; the error handler picks the request's. */
export type LocalizedText = Record<Locale, string>

/** A limit a 429 answer reports in its Retry-After and RateLimit headers. */
export interface ExceededLimit {
  /** Requests allowed in one window. */
  max: number
  /** Seconds until the caller may try again. */
  resetSeconds: number
}

/** The one error type services throw; the error handler maps `code` to an HTTP status. */
export class AppError extends Error {
  constructor(
    readonly code: AppErrorCode,
    readonly text: LocalizedText,
    /** For `too_many_requests`: the limit the caller went over. */
    readonly limit?: ExceededLimit,
  ) {
    super(text.en)
    this.name = 'AppError'
  }

  get statusCode(): number {
    return statusByCode[this.code]
  }
}
