import { errorResponseSchema } from '@kelp/core/http'

type ErrorResponses<S extends number> = { [status in S]: typeof errorResponseSchema }

/**
 * The `{ message }` error responses a route declares, by status: one shape for every error the
 * error handler sends, so routes list only which statuses they can answer with.
 */
export function errorResponses<const S extends number>(...statuses: S[]): ErrorResponses<S> {
  return Object.fromEntries(
    statuses.map((status) => [status, errorResponseSchema]),
  ) as ErrorResponses<S>
}
