import fc from 'fast-check'
import type { InjectOptions } from 'fastify'
import {
  badJson,
  badPathValue,
  bodyMutation,
  mutate,
  nastyValue,
  validish,
  wrongContentType,
} from './arbitraries'
import { fillPath, pathParams, queryParams, type Operation } from './openapi'

export type Caller = 'anonymous' | 'admin' | 'staff'

export interface FuzzRequest {
  caller: Caller
  kind: string
  options: InjectOptions & { method: string; url: string }
}

const asQueryValue = (value: unknown): string =>
  typeof value === 'string' ? value : JSON.stringify(value ?? null)

/** Percent-encodes; a lone surrogate becomes an invalid UTF-8 sequence on purpose. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value)
  } catch {
    return '%ED%A0%80'
  }
}

/** Values for every path parameter: known ids, roughly valid ones, or garbage. */
function pathArb(op: Operation, knownIds: string[]) {
  const record: Record<string, fc.Arbitrary<string>> = {}
  for (const param of pathParams(op)) {
    record[param.name] = fc.oneof(
      { arbitrary: fc.constantFrom(...knownIds), weight: 2 },
      { arbitrary: validish(param.schema).map(asQueryValue), weight: 1 },
      { arbitrary: badPathValue, weight: 2 },
    )
  }
  return fc
    .record(record)
    .map((values) =>
      fillPath(
        op.path,
        Object.fromEntries(Object.entries(values).map(([k, v]) => [k, encodeSegment(v)])),
      ),
    )
}

/** Query strings built from the parameters' schemas, some values replaced by garbage. */
function queryArb(op: Operation) {
  const record: Record<string, fc.Arbitrary<string | string[]>> = {}
  for (const param of queryParams(op)) {
    record[param.name] = fc.oneof(
      { arbitrary: validish(param.schema).map(asQueryValue), weight: 2 },
      { arbitrary: nastyValue.map(asQueryValue), weight: 2 },
      {
        arbitrary: fc.array(fc.string({ maxLength: 6 }), { minLength: 2, maxLength: 3 }),
        weight: 1,
      },
    )
  }
  const extra = fc.dictionary(fc.string({ minLength: 1, maxLength: 10 }), fc.string(), {
    maxKeys: 2,
  })
  return fc
    .tuple(fc.record(record, { requiredKeys: [] }), extra)
    .map(([q, e]) => ({ ...e, ...q }) as Record<string, string | string[]>)
}

type Payload = { kind: string; payload?: string; contentType?: string }

/** The body: a mutated roughly-valid JSON value, bad JSON, or a wrong content type. */
function payloadArb(op: Operation, seedBody: unknown): fc.Arbitrary<Payload> {
  if (op.method === 'GET') return fc.constant({ kind: 'no-body' })
  const base =
    seedBody === undefined
      ? validish(op.body)
      : fc.oneof({ arbitrary: fc.constant(seedBody), weight: 3 }, validish(op.body))
  const json = fc.tuple(base, bodyMutation).map(([body, mutation]) => ({
    kind: `json:${mutation.kind}`,
    payload: JSON.stringify(mutate(body, mutation)) ?? 'null',
    contentType: 'application/json',
  }))
  return fc.oneof(
    { arbitrary: json, weight: 6 },
    {
      arbitrary: badJson.map((payload) => ({
        kind: 'bad-json',
        payload,
        contentType: 'application/json',
      })),
      weight: 2,
    },
    {
      arbitrary: wrongContentType.map((w) => ({
        kind: 'content-type',
        payload: w.payload,
        contentType: w.type,
      })),
      weight: 1,
    },
    { arbitrary: fc.constant({ kind: 'empty-body' }), weight: 1 },
  )
}

/** Who calls: operator routes mostly as staff, protected routes mostly signed in. */
function callerArb(op: Operation): fc.Arbitrary<Caller> {
  if (op.path.startsWith('/api/admin/'))
    return fc.constantFrom<Caller>('staff', 'staff', 'staff', 'admin', 'anonymous')
  if (op.secured) return fc.constantFrom<Caller>('admin', 'admin', 'admin', 'staff', 'anonymous')
  return fc.constantFrom<Caller>('anonymous', 'anonymous', 'admin')
}

/**
 * One generated request for an operation. `seedBody`, when known, is a body the route
 * accepted: most mutations then change one thing of an otherwise valid request.
 */
export function requestArb(
  op: Operation,
  knownIds: string[],
  tokens: Record<Exclude<Caller, 'anonymous'>, string>,
  seedBody?: unknown,
): fc.Arbitrary<FuzzRequest> {
  return fc
    .record({
      caller: callerArb(op),
      url: pathArb(op, knownIds),
      query: queryArb(op),
      body: payloadArb(op, seedBody),
      locale: fc.constantFrom('en', 'de', 'de-DE,de;q=0.9', 'xx', ''),
      // A fresh client address per request, so per-IP rate limits do not hide the answers.
      remoteAddress: fc.ipV4(),
    })
    .map(({ caller, url, query, body, locale, remoteAddress }) => {
      const headers: Record<string, string> = { 'accept-language': locale }
      if (caller !== 'anonymous') headers.authorization = `Bearer ${tokens[caller]}`
      if (body.contentType) headers['content-type'] = body.contentType
      return {
        caller,
        kind: body.kind,
        options: {
          method: op.method,
          url,
          remoteAddress,
          query,
          headers,
          ...(body.payload === undefined ? {} : { payload: body.payload }),
        },
      }
    })
}
