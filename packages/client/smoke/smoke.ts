// Run by apps/api/src/test/client-package.test.ts in an empty project that installed the packed
// @kelp/client: it must type-check with the published types alone and work against a Kelp API.
import {
  createKelpClient,
  KelpError,
  parseWebhookEvent,
  unwrap,
  type Order,
  type Project,
  type Retirement,
  type WebhookEvent,
} from '@kelp/client'

declare const process: { env: Record<string, string | undefined> }

const kelp = createKelpClient({
  apiKey: process.env.KELP_API_KEY ?? '',
  origin: process.env.KELP_ORIGIN,
  locale: 'de',
})

const projects = await unwrap(
  kelp.GET('/api/v1/projects', { params: { query: { issued: 'true', limit: 5 } } }),
)
const project: Project = projects.data[0]!
const line = { projectId: project.id, vintage: project.vintages[0]!.year, quantityKg: 12 }
const order: Order = await unwrap(
  kelp.POST('/api/v1/orders', {
    params: { header: { 'idempotency-key': 'smoke-order-1' } },
    body: { lines: [line], metadata: { from: 'smoke' } },
  }),
)
const retirement: Retirement = await unwrap(
  kelp.POST('/api/v1/retirements', {
    params: { header: { 'idempotency-key': 'smoke-retirement-1' } },
    body: { ...line, quantityKg: 5, beneficiary: 'Smoke Test GmbH' },
  }),
)

let failure: KelpError | undefined
try {
  await unwrap(kelp.GET('/api/v1/orders/{id}', { params: { path: { id: crypto.randomUUID() } } }))
} catch (error) {
  if (error instanceof KelpError) failure = error
}

const event: WebhookEvent = parseWebhookEvent(
  JSON.stringify({
    id: 'evt_1',
    type: 'order.delivered',
    createdAt: order.createdAt,
    livemode: false,
    companyId: crypto.randomUUID(),
    data: { order },
  }),
)
const delivered = event.type === 'order.delivered' ? event.data.order.status : null

console.log(
  JSON.stringify({
    order: { status: order.status, quantityKg: order.quantityKg, metadata: order.metadata },
    retirement: { status: retirement.status, quantityKg: retirement.quantityKg },
    error: failure && {
      name: failure.name,
      status: failure.status,
      code: failure.code,
      message: failure.message,
    },
    delivered,
  }),
)
