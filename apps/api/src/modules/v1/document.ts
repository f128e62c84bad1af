import type { FastifyInstance } from 'fastify'
import { V1_ERROR_CODES, V1_EVENT_SCHEMA_IDS } from '@kelp/core/v1'

type Generated = { paths?: Record<string, never>; components?: { schemas?: Record<string, never> } }
type Schemas = Record<string, never>

export const V1_PREFIX = '/api/v1'

const info = {
  title: 'Kelp API v1',
  version: '1.0.0',
  description: [
    'Build carbon-credit purchases and retirements into your own product.',
    '',
    '**Authentication**: `Authorization: Bearer <key>` with a key the company admin creates in the Portfolio Manager. `kelp_test_…` keys use the sandbox inventory (never live stock) and are free; `kelp_live_…` keys place real orders. Each key has scopes: `catalogue:read`, `orders:write`, `retirements:write`.',
    '',
    `**Errors** answer \`{ code, message, field? }\`; \`code\` is one of ${V1_ERROR_CODES.map((c) => `\`${c}\``).join(', ')}. Messages follow Accept-Language (en, de).`,
    '',
    '**Paging**: lists take `limit` (1–100, default 20) and `cursor`, and answer `{ data, hasMore, nextCursor }`; pass `nextCursor` as `cursor` for the next page. Unknown query parameters answer 400.',
    '',
    '**Quantities** are whole kilograms (`quantityKg`); prices are per tonne; a line costs quantityKg × price / 1000, rounded half up to a cent.',
    '',
    '**Rate limits**: per key, reported in the `RateLimit-Limit`, `RateLimit-Remaining` and `RateLimit-Reset` headers; a 429 carries `Retry-After`.',
  ].join('\n'),
  license: { name: 'Proprietary', url: 'https://kelp.earth/terms' },
  contact: { name: 'Kelp', email: 'api@kelp.earth' },
}

const tags = [
  { name: 'Catalogue', description: 'Projects, vintages, availability, prices and quotes.' },
  { name: 'Orders', description: 'Placing orders (idempotent) and following their states.' },
  { name: 'Retirements', description: 'Retiring held credits and reading the registry serials.' },
  { name: 'Webhooks', description: 'Events Kelp POSTs to your endpoints (docs/api/webhooks.md).' },
]

/** Names of the component schemas a value refers to, followed transitively. */
function referenced(value: unknown, schemas: Record<string, never>, seen = new Set<string>()) {
  const json = JSON.stringify(value) ?? ''
  for (const [, name] of json.matchAll(/"#\/components\/schemas\/([^"]+)"/g)) {
    if (!seen.has(name!)) {
      seen.add(name!)
      referenced(schemas[name!], schemas, seen)
    }
  }
  return seen
}

/**
 * The webhook events as operations Kelp calls on the receiver (OpenAPI 3.0 has no webhooks
 * section; Redoc and other readers know `x-webhooks`), so clients get the events' types too.
 */
function webhookOperations() {
  return Object.fromEntries(
    Object.entries(V1_EVENT_SCHEMA_IDS).map(([type, id]) => [
      type,
      {
        post: {
          operationId: `event_${type.replace('.', '_')}`,
          summary: `The ${type} event`,
          tags: ['Webhooks'],
          security: [],
          requestBody: {
            required: true,
            content: { 'application/json': { schema: { $ref: `#/components/schemas/${id}` } } },
          },
          responses: { '200': { description: 'Any 2xx answer acknowledges the delivery' } },
        },
      },
    ]),
  )
}

/**
 * The public API's own OpenAPI document, cut from the one generated from all routes' schemas:
 * only the /api/v1 operations, only the components they use, and the API key scheme alone.
 */
export function v1Document(app: FastifyInstance) {
  const full = app.swagger() as Generated
  const paths = Object.fromEntries(
    Object.entries(full.paths ?? {}).filter(([path]) => path.startsWith(`${V1_PREFIX}/`)),
  )
  const all = full.components?.schemas ?? {}
  const webhooks = webhookOperations()
  const used = referenced([paths, webhooks], all)
  return {
    // The generator writes OpenAPI 3.0 schemas (`nullable`), so the document says 3.0.
    openapi: '3.0.3',
    info,
    // Relative: the installation that serves the document is the one it describes.
    servers: [{ url: '/', description: 'This Kelp installation' }],
    tags,
    security: [{ apiKey: [] }],
    paths,
    'x-webhooks': webhooks,
    components: {
      securitySchemes: {
        apiKey: { type: 'http', scheme: 'bearer', description: 'kelp_test_… or kelp_live_…' },
      },
      ...(used.size
        ? { schemas: Object.fromEntries([...used].sort().map((n) => [n, all[n]])) as Schemas }
        : {}),
    },
  }
}
