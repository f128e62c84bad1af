import type { FastifyInstance } from 'fastify'
import { v1CodeForStatus, v1ErrorSchema } from '@kelp/core/v1'
import { AppError } from '../../lib/app-error'
import { VT } from './texts'

/** Every error status a public API operation can answer, all with the one documented shape. */
export const V1_ERRORS = {
  400: v1ErrorSchema,
  401: v1ErrorSchema,
  403: v1ErrorSchema,
  404: v1ErrorSchema,
  409: v1ErrorSchema,
  429: v1ErrorSchema,
  503: v1ErrorSchema,
}

/**
 * The public API's errors are the house `{ message, field? }` plus a machine-readable `code`
 * by status, added before serialization so each answer still matches its declared schema.
 */
export function registerV1Errors(app: FastifyInstance): void {
  app.addHook('preSerialization', async (_request, reply, payload) => {
    if (reply.statusCode < 400 || !payload || typeof payload !== 'object') return payload
    if ('code' in payload || !('message' in payload)) return payload
    return { code: v1CodeForStatus(reply.statusCode), ...payload }
  })
  app.setNotFoundHandler(() => {
    throw new AppError('not_found', VT.routeMissing)
  })
}
