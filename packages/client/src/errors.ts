import type { components } from './schema.js'

/** The one error body of the API: `code` for programs, `message` for people. */
export type KelpErrorBody = components['schemas']['Error']
export type KelpErrorCode = KelpErrorBody['code']

/**
 * An error answer of the API as an exception: the HTTP status, the machine-readable `code`
 * (branch on it), the `message` in the request language and, for validation errors, the
 * `field` it is about.
 */
export class KelpError extends Error {
  override readonly name = 'KelpError'
  readonly status: number
  readonly code: KelpErrorCode
  readonly field: string | undefined

  constructor(status: number, body: KelpErrorBody) {
    super(body.message)
    this.status = status
    this.code = body.code
    this.field = body.field
  }
}

interface Result<T> {
  data?: T
  error?: unknown
  response: Response
}

const isErrorBody = (value: unknown): value is KelpErrorBody =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { code?: unknown }).code === 'string' &&
  typeof (value as { message?: unknown }).message === 'string'

/**
 * The data of an answer, or a thrown KelpError:
 * `const order = await unwrap(kelp.GET('/api/v1/orders/{id}', …))`.
 */
export async function unwrap<T>(pending: Promise<Result<T>> | Result<T>): Promise<T> {
  const { data, error, response } = await pending
  if (error !== undefined || data === undefined) {
    const body: KelpErrorBody = isErrorBody(error)
      ? error
      : { code: 'internal', message: `Kelp answered HTTP ${response.status}` }
    throw new KelpError(response.status, body)
  }
  return data
}
