import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  createKelpClient,
  KelpError,
  parseWebhookEvent,
  SIGNATURE_HEADER,
  unwrap,
  verifySignature,
} from '@kelp/client'
import {
  checkoutPage,
  confirmationPage,
  errorPage,
  type BasketItem,
  type ContributionOffer,
  type OfferedLine,
} from './pages.js'

/** A line as the checkout form carries it: `projectId:vintage:quantityKg`. */
function parseLine(value: string): OfferedLine | null {
  const match = /^([0-9a-f-]{36}):(\d{4}):(\d{1,9})$/.exec(value)
  if (!match) return null
  return { projectId: match[1]!, vintage: Number(match[2]), quantityKg: Number(match[3]) }
}

export interface ShopOptions {
  /** A Kelp API key with the catalogue:read and orders:write scopes. */
  apiKey: string
  /** Where Kelp runs, e.g. http://localhost:3000. */
  kelpOrigin: string
  /** The signing secret of the webhook endpoint registered for /webhooks/kelp. */
  webhookSecret?: string
}

export interface ReceivedEvent {
  id: string
  type: string
  livemode: boolean
  createdAt: string
}

/** What the shop sells; a real shop reads its basket from its own session. */
export const BASKET: BasketItem[] = [
  { name: 'Organic cotton T-shirt', cents: 2900 },
  { name: 'Recycled canvas bag', cents: 1500 },
]
/**
 * Each checkout offers 10 kg, a contribution in proportion to a small basket. Test keys take
 * any whole kilogram; live keys take whole tonnes until Kelp's live stock is in kilograms.
 */
export const CONTRIBUTION_KG = 10

const MAX_BODY_BYTES = 64 * 1024

function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    let body = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      body += chunk
      if (body.length > MAX_BODY_BYTES) reject(new Error('body too large'))
    })
    request.on('end', () => resolve(body))
    request.on('error', reject)
  })
}

function send(response: ServerResponse, status: number, type: string, body: string) {
  response.writeHead(status, { 'content-type': `${type}; charset=utf-8` })
  response.end(body)
}

/** A shop that lets its customers add a climate contribution at checkout through Kelp. */
export function createShop(options: ShopOptions) {
  const kelp = createKelpClient({ apiKey: options.apiKey, origin: options.kelpOrigin })
  const events: ReceivedEvent[] = []

  /** The issued vintage with the most stock, priced for the contribution by Kelp. */
  async function contributionOffer(): Promise<ContributionOffer | null> {
    const catalogue = await unwrap(
      kelp.GET('/api/v1/projects', {
        params: { query: { limit: 100, issued: 'true', minAvailableKg: CONTRIBUTION_KG } },
      }),
    )
    const candidates = catalogue.data.flatMap((project) =>
      project.purchasable ? project.vintages.map((v) => ({ project, vintage: v })) : [],
    )
    candidates.sort((a, b) => b.vintage.availableKg - a.vintage.availableKg)
    const best = candidates[0]
    if (!best) return null
    const quote = await unwrap(
      kelp.POST('/api/v1/quotes', {
        body: {
          projectId: best.project.id,
          vintage: best.vintage.year,
          quantityKg: CONTRIBUTION_KG,
        },
      }),
    )
    return {
      projectName: best.project.name,
      quantityKg: quote.quantityKg,
      totalCents: quote.totalCents,
      lines: quote.lines.map(({ projectId, vintage, quantityKg }) => ({
        projectId,
        vintage,
        quantityKg,
      })),
    }
  }

  /**
   * Orders the contribution the customer saw. The shop order's id is the idempotency key and
   * the form carries the offered lines, so a resubmitted form sends the same request and gets
   * the same Kelp order back, even if the catalogue changed in between.
   */
  async function placeContribution(orderId: string, lines: OfferedLine[]) {
    return unwrap(
      kelp.POST('/api/v1/orders', {
        params: { header: { 'idempotency-key': `shop-order-${orderId}` } },
        body: { lines, acceptForward: false, metadata: { shopOrderId: orderId } },
      }),
    )
  }

  async function receiveWebhook(request: IncomingMessage, response: ServerResponse) {
    const payload = await readBody(request)
    const header = request.headers[SIGNATURE_HEADER.toLowerCase()]
    const result =
      options.webhookSecret && typeof header === 'string'
        ? await verifySignature({ payload, header, secret: options.webhookSecret })
        : ({ ok: false, reason: 'malformed' } as const)
    if (!result.ok) return send(response, 400, 'text/plain', `signature ${result.reason}`)
    const event = parseWebhookEvent(payload)
    if (!events.some((e) => e.id === event.id)) events.push(event)
    send(response, 200, 'text/plain', 'ok')
  }

  async function route(request: IncomingMessage, response: ServerResponse) {
    const url = new URL(request.url ?? '/', 'http://shop.local')
    if (request.method === 'GET' && url.pathname === '/') {
      const offer = await contributionOffer()
      return send(response, 200, 'text/html', checkoutPage(BASKET, offer, randomUUID()))
    }
    if (request.method === 'POST' && url.pathname === '/checkout') {
      const form = new URLSearchParams(await readBody(request))
      const orderId = form.get('orderId') ?? ''
      if (!/^[0-9a-f-]{36}$/.test(orderId)) {
        return send(response, 400, 'text/html', errorPage('This checkout form is not valid.'))
      }
      const lines = form.getAll('line').map(parseLine)
      if (lines.some((l) => l === null)) {
        return send(response, 400, 'text/html', errorPage('This checkout form is not valid.'))
      }
      const wanted = form.get('contribution') === 'on' && lines.length > 0
      const placed = wanted ? await placeContribution(orderId, lines as OfferedLine[]) : null
      return send(response, 200, 'text/html', confirmationPage(orderId, placed))
    }
    if (request.method === 'POST' && url.pathname === '/webhooks/kelp') {
      return receiveWebhook(request, response)
    }
    if (request.method === 'GET' && url.pathname === '/events') {
      return send(response, 200, 'application/json', JSON.stringify(events))
    }
    send(response, 404, 'text/plain', 'not found')
  }

  return {
    events,
    handle(request: IncomingMessage, response: ServerResponse) {
      route(request, response).catch((error: unknown) => {
        // Kelp's messages are for people; a shop shows them, or its own when Kelp is away.
        const message = error instanceof KelpError ? error.message : 'Kelp did not answer.'
        if (!response.headersSent) send(response, 502, 'text/html', errorPage(message))
      })
    },
  }
}
