import type { FastifyInstance } from 'fastify'

/** The parts of the generated OpenAPI document the security tests read. */
export interface JsonSchema {
  type?: string | string[]
  properties?: Record<string, JsonSchema>
  required?: string[]
  items?: JsonSchema
  enum?: unknown[]
  const?: unknown
  anyOf?: JsonSchema[]
  oneOf?: JsonSchema[]
  allOf?: JsonSchema[]
  format?: string
  pattern?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  exclusiveMaximum?: number
  minLength?: number
  maxLength?: number
  minItems?: number
  maxItems?: number
  $ref?: string
}

export interface Parameter {
  in: 'path' | 'query' | 'header' | 'cookie'
  name: string
  required?: boolean
  schema?: JsonSchema
}

export interface Operation {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  path: string
  parameters: Parameter[]
  body?: JsonSchema
  bodyTypes: string[]
  secured: boolean
}

interface RawOperation {
  parameters?: Parameter[]
  requestBody?: { content: Record<string, { schema?: JsonSchema }> }
  security?: unknown[]
}

/** Every path + method of `/api/openapi.json`, with its parameters and JSON body schema. */
export async function loadOperations(app: FastifyInstance): Promise<Operation[]> {
  const res = await app.inject({ method: 'GET', url: '/api/openapi.json' })
  const doc = res.json() as { paths: Record<string, Record<string, RawOperation>> }
  const operations: Operation[] = []
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) {
      const content = op.requestBody?.content ?? {}
      operations.push({
        method: method.toUpperCase() as Operation['method'],
        path,
        parameters: op.parameters ?? [],
        body: content['application/json']?.schema,
        bodyTypes: Object.keys(content),
        secured: (op.security?.length ?? 0) > 0,
      })
    }
  }
  return operations
}

/** `/api/x/{id}` with every path parameter replaced. */
export function fillPath(path: string, values: Record<string, string>): string {
  return path.replace(/\{([^}]+)\}/g, (_, name: string) => values[name] ?? 'x')
}

export const pathParams = (op: Operation) => op.parameters.filter((p) => p.in === 'path')
export const queryParams = (op: Operation) => op.parameters.filter((p) => p.in === 'query')
