type Schema = {
  $ref?: string
  type?: string | string[]
  enum?: unknown[]
  const?: unknown
  format?: string
  properties?: Record<string, Schema>
  items?: Schema
  anyOf?: Schema[]
  oneOf?: Schema[]
  default?: unknown
}

/** A made-up value of a JSON schema, to show the shape of an answer in the docs. */
export function exampleOf(
  schema: Schema | undefined,
  schemas: Record<string, Schema>,
  depth = 0,
): unknown {
  if (!schema || depth > 8) return null
  if (schema.$ref) return exampleOf(schemas[schema.$ref.split('/').pop()!], schemas, depth + 1)
  if (schema.const !== undefined) return schema.const
  if (schema.enum) return schema.enum[0]
  const variants = schema.anyOf ?? schema.oneOf
  if (variants)
    return exampleOf(variants.find((v) => v.type !== 'null') ?? variants[0], schemas, depth + 1)
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type
  switch (type) {
    case 'object':
      return Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([k, v]) => [
          k,
          exampleOf(v, schemas, depth + 1),
        ]),
      )
    case 'array':
      return [exampleOf(schema.items, schemas, depth + 1)]
    case 'integer':
    case 'number':
      return typeof schema.default === 'number' ? schema.default : 1
    case 'boolean':
      return false
    case 'string':
      if (schema.format === 'uuid') return '3f1e5a6c-8d2b-4c4e-9a7f-1b2c3d4e5f60'
      if (schema.format === 'date-time') return '2026-01-31T09:30:00.000Z'
      return 'string'
    default:
      return null
  }
}
