import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { createKelpClient, SIGNATURE_HEADER, verifySignature } from '@kelp/client'
import {
  checkoutPage,
  confirmationPage,
  errorPage,
  type BasketItem,
  type ContributionOffer,
  type PlacedContribution,
} from './pages'

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
  createdAt: string
}

/** What the shop sells; a real shop reads its basket from its own session. */
export const BASKET: BasketItem[] = [
  { name: 'Organic cotton T-shirt', cents: 2900 },
  { name: 'Recycled canvas bag', cents: 1500 },
]
/** Each checkout offers one tonne. */
export const CONTRIBUTION_TONNES = 1

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

  /** The issued vintage with the most stock, priced for one tonne by Kelp. */
  async function contributionOffer(): Promise<ContributionOffer | null> {
    const { data: catalogue } = await kelp.GET('/api/v1/projects', {
      params: { query: { perPage: 100 } },
    })
    const candidates = (catalogue?.data ?? []).flatMap((project) =>
      project.purchasable
        ? project.vintages
            .filter((v) => v.status === 'issued' && v.availableTonnes >= CONTRIBUTION_TONNES)
            .map((v) => ({ project, vintage: v }))
        : [],
    )
    candidates.sort((a, b) => b.vintage.availableTonnes - a.vintage.availableTonnes)
    const best = candidates[0]
    if (!best) return null
    const { data: quote } = await kelp.POST('/api/v1/quotes', {
      body: { projectId: best.project.id, vintage: best.vintage.year, tonnes: CONTRIBUTION_TONNES },
    })
    if (!quote) return null
    return {
      projectName: best.project.name,
      tonnes: quote.tonnes,
      totalCents: quote.totalCents,
      lines: quote.lines.map(({ projectId, vintage, tonnes }) => ({ projectId, vintage, tonnes })),
    }
  }

  /** The shop order's id is the idempotency key: a resubmitted form never orders twice. */
  async function placeContribution(orderId: string): Promise<PlacedContribution> {
    const offer = await contributionOffer()
    if (!offer) throw new Error('Climate contributions are not available right now.')
    const { data, error } = await kelp.POST('/api/v1/orders', {
      params: { header: { 'idempotency-key': `shop-order-${orderId}` } },
      body: { lines: offer.lines, acceptForward: false },
    })
    if (!data) throw new Error(error?.message ?? 'Kelp did not answer.')
    return data
  }

  async function receiveWebhook(request: IncomingMessage, response: ServerResponse) {
    const payload = await readBody(request)
    const header = request.headers[SIGNATURE_HEADER.toLowerCase()]
    const result =
      options.webhookSecret && typeof header === 'string'
        ? await verifySignature({ payload, header, secret: options.webhookSecret })
        : ({ ok: false, reason: 'malformed' } as const)
    if (!result.ok) return send(response, 400, 'text/plain', `signature ${result.reason}`)
    const event = JSON.parse(payload) as ReceivedEvent
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
      const placed = form.get('contribution') === 'on' ? await placeContribution(orderId) : null
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
        const message = error instanceof Error ? error.message : 'Unexpected error'
        if (!response.headersSent) send(response, 502, 'text/html', errorPage(message))
      })
    },
  }
}
