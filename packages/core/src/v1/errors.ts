import { z } from 'zod'

/** Machine-readable error codes of the public API; the message is for people. */
export const V1_ERROR_CODES = [
  'invalid_request',
  'unauthenticated',
  'insufficient_scope',
  'not_found',
  'conflict',
  'payload_too_large',
  'rate_limited',
  'unavailable',
  'internal',
] as const
export type V1ErrorCode = (typeof V1_ERROR_CODES)[number]

/** The code an error answer carries when no more specific one was given, by HTTP status. */
export function v1CodeForStatus(status: number): V1ErrorCode {
  const byStatus: Record<number, V1ErrorCode> = {
    400: 'invalid_request',
    401: 'unauthenticated',
    403: 'insufficient_scope',
    404: 'not_found',
    409: 'conflict',
    413: 'payload_too_large',
    429: 'rate_limited',
    503: 'unavailable',
  }
  return byStatus[status] ?? (status < 500 ? 'invalid_request' : 'internal')
}

export const v1ErrorSchema = z
  .object({
    code: z.enum(V1_ERROR_CODES).describe('Stable, machine-readable; branch on this'),
    message: z.string().describe('For people, in the request language (Accept-Language en|de)'),
    field: z.string().optional().describe('The request field a validation error is about'),
  })
  .meta({ id: 'Error' })
export type V1Error = z.infer<typeof v1ErrorSchema>
