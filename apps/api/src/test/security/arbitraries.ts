import fc from 'fast-check'
import type { JsonSchema } from './openapi'

/** Values meant to break parsers, validators, SQL and string handling. */
const HUGE = 'x'.repeat(100_001)
export const nastyString = fc.oneof(
  fc.constantFrom(
    '',
    ' ',
    HUGE,
    'é'.repeat(60_000),
    '\u0000',
    'a\u0000b',
    '\u202Eevil\u202C',
    'مرحبا بالعالم',
    '👩‍👩‍👧‍👦🌍🔥',
    '\uD800',
    "'; drop table users; --",
    '%00%2e%2e%2f',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '${jndi:ldap://x}',
    'NaN',
    'Infinity',
    '-0',
    '1e309',
    'null',
    'true',
    '0x10',
    '00000000-0000-0000-0000-000000000000',
    'not-a-uuid',
  ),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.string({ unit: 'binary', maxLength: 40 }),
)

export const nastyNumber = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    -0,
    1e308,
    -1e308,
    Number.MAX_SAFE_INTEGER + 2,
    -Number.MAX_SAFE_INTEGER - 2,
    2 ** 31,
    2 ** 63,
    0.1,
    1e-320,
  ),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
  fc.integer(),
)

/** A value of the wrong shape for almost any field. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyString,
  nastyNumber,
  fc.constantFrom(null, true, false, [], {}, [null], { $gt: '' }, { toString: 'x' }),
  fc.array(nastyString, { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), nastyString, { maxKeys: 3 }),
)

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min = schema.minimum ?? schema.exclusiveMinimum ?? -1000
  const max = schema.maximum ?? schema.exclusiveMaximum ?? Math.max(min + 1000, 1000)
  const lo = Math.max(min, -1e9)
  const hi = Math.min(max, 1e9)
  return integer
    ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
    : fc.double({ min: lo, max: hi, noNaN: true })
}

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  switch (schema.format) {
    case 'email':
      return fc.emailAddress()
    case 'uuid':
      return fc.uuid()
    case 'date-time':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString())
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10))
    case 'uri':
      return fc.webUrl()
  }
  const minLength = schema.minLength ?? 0
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? 40, 200))
  return fc.string({ minLength, maxLength })
}

/** Roughly valid values for a JSON schema (the generator does not try to be exact). */
export function validish(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null)
  if (schema.const !== undefined) return fc.constant(schema.const)
  if (schema.enum) return fc.constantFrom(...schema.enum)
  const variants = schema.anyOf ?? schema.oneOf
  if (variants?.length) return fc.oneof(...variants.map((v) => validish(v, depth + 1)))
  if (schema.allOf?.length) return validish(schema.allOf[0], depth + 1)
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type
  switch (type) {
    case 'string':
      return stringArb(schema)
    case 'integer':
      return numberArb(schema, true)
    case 'number':
      return numberArb(schema, false)
    case 'boolean':
      return fc.boolean()
    case 'null':
      return fc.constant(null)
    case 'array':
      return fc.array(validish(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 5),
      })
    case 'object':
    default: {
      const props = schema.properties ?? {}
      const record: Record<string, fc.Arbitrary<unknown>> = {}
      for (const [key, value] of Object.entries(props)) record[key] = validish(value, depth + 1)
      return fc.record(record, { requiredKeys: schema.required ?? [] })
    }
  }
}

export type BodyMutation =
  | { kind: 'validish' }
  | { kind: 'wrong-field'; value: unknown; pick: number }
  | { kind: 'missing-field'; pick: number }
  | { kind: 'extra-fields'; extra: Record<string, unknown> }
  | { kind: 'replace-body'; value: unknown }

export const bodyMutation: fc.Arbitrary<BodyMutation> = fc.oneof(
  fc.constant({ kind: 'validish' as const }),
  fc.record({ kind: fc.constant('wrong-field' as const), value: nastyValue, pick: fc.nat() }),
  fc.record({ kind: fc.constant('missing-field' as const), pick: fc.nat() }),
  fc.record({
    kind: fc.constant('extra-fields' as const),
    extra: fc.oneof(
      fc.dictionary(fc.string({ maxLength: 12 }), nastyValue, { minKeys: 1, maxKeys: 3 }),
      fc.constant({ constructor: { prototype: { admin: true } } }),
      fc.constant({
        role: 'admin',
        isStaff: true,
        companyId: '00000000-0000-0000-0000-000000000000',
      }),
    ),
  }),
  fc.record({ kind: fc.constant('replace-body' as const), value: nastyValue }),
)

/** Applies a mutation to a roughly valid body. */
export function mutate(body: unknown, mutation: BodyMutation): unknown {
  if (mutation.kind === 'replace-body') return mutation.value
  if (mutation.kind === 'validish' || typeof body !== 'object' || body === null) return body
  const copy = { ...(body as Record<string, unknown>) }
  const keys = Object.keys(copy)
  if (mutation.kind === 'extra-fields') return { ...copy, ...mutation.extra }
  if (keys.length === 0) return copy
  const key = keys[mutation.pick % keys.length]!
  if (mutation.kind === 'missing-field') delete copy[key]
  else copy[key] = mutation.value
  return copy
}

/** Raw payloads that are not valid JSON (sent as application/json). */
export const badJson = fc.oneof(
  fc.constantFrom(
    '{',
    '{"a":',
    "{'a':1}",
    '{"a":1,}',
    '[1,2',
    'undefined',
    'NaN',
    '{"__proto__":{"admin":true}}',
    '{"constructor":{"prototype":{"x":1}}}',
    '\u0000',
    '\uFEFF{}',
    '{"a":"\\uD800"}',
    '1'.repeat(400),
    '['.repeat(5000),
  ),
  fc.string({ maxLength: 50 }),
)

/** A content type the route does not accept, with a matching payload. */
export const wrongContentType = fc.constantFrom(
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/x-www-form-urlencoded', payload: 'a=1&b=2' },
  { type: 'multipart/form-data; boundary=x', payload: '--x\r\n\r\nbroken' },
  { type: 'application/xml', payload: '<a>1</a>' },
  { type: 'application/json; charset=utf-16', payload: '{}' },
  { type: 'application/octet-stream', payload: '\u0000\u0001' },
)

/** Path segments that are not ids. */
export const badPathValue = fc.oneof(
  nastyString.filter((s) => s.length > 0 && s.length < 2000),
  fc.constantFrom('0', '-1', '1.5', 'undefined', '%', '%ZZ', '..', '.', 'a%2Fb', '%00'),
  fc.uuid(),
)
