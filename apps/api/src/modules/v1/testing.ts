import type { FastifyInstance } from 'fastify'

/** Test helper (only used by *.test.ts): `app.inject` with an API key and optional headers. */
export function keyCaller(app: FastifyInstance) {
  return (
    method: 'GET' | 'POST',
    url: string,
    secret: string | undefined,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...(secret ? { authorization: `Bearer ${secret}` } : {}), ...headers },
      ...(payload === undefined ? {} : { payload: payload as object }),
    })
}
