import { CURRENCY, type Offer, type Order, type PaymentMethod } from '@kelp/core/orbit'
import type { AppDeps } from '../../deps'
import * as repo from './repository'

const iso = (d: Date | null) => (d ? d.toISOString() : null)

/** Offers by id, with their lines, as the API shows them. */
export async function loadOffers(
  deps: Pick<AppDeps, 'db'>,
  ids: string[],
): Promise<Map<string, Offer>> {
  const result = new Map<string, Offer>()
  if (ids.length === 0) return result
  const [heads, lines] = await Promise.all([
    repo.offerHeads(deps.db, ids),
    repo.offerLinesOf(deps.db, ids),
  ])
  for (const { offer, orderNumber } of heads) {
    const items = lines
      .filter((l) => l.item.offerId === offer.id)
      .map(({ item, slug, name, delivery }) => ({
        projectId: item.projectId,
        projectSlug: slug,
        projectName: name,
        vintage: item.vintage,
        expectedDeliveryYear: delivery,
        tonnes: item.tonnes,
        priceCents: item.priceCents,
        lineTotalCents: item.tonnes * item.priceCents,
      }))
    result.set(offer.id, {
      id: offer.id,
      orderId: offer.orderId,
      orderNumber,
      status: offer.status,
      items,
      subtotalCents: offer.subtotalCents,
      feeCents: offer.feeCents,
      feeLabel: offer.feeLabel,
      totalCents: offer.subtotalCents + offer.feeCents,
      currency: CURRENCY,
      validUntil: offer.validUntil.toISOString(),
      createdAt: offer.createdAt.toISOString(),
      acceptedAt: iso(offer.acceptedAt),
      invoiceDocumentId: offer.invoiceDocumentId,
    })
  }
  return result
}

export async function loadOffer(deps: Pick<AppDeps, 'db'>, id: string): Promise<Offer> {
  return (await loadOffers(deps, [id])).get(id)!
}

interface OrderLine {
  id: string
  projectId: string
  projectSlug: string
  projectName: string
  vintage: number
  expectedDeliveryYear: number | null
  tonnes: number
  priceCents: number
}

/** The API's view of an order from its row, lines, orderer and latest offer. */
export function toOrderView(
  head: {
    id: string
    number: string
    status: Order['status']
    totalCents: number
    createdAt: Date
    channel?: Order['channel']
    paymentMethod?: PaymentMethod | null
    amountDueCents?: number | null
    paidAt?: Date | null
    deliveredAt?: Date | null
    releasedAt?: Date | null
  },
  lines: OrderLine[],
  placedBy: string,
  offer: Offer | null,
): Order {
  const items = lines.map((l) => ({ ...l, lineTotalCents: l.tonnes * l.priceCents }))
  return {
    id: head.id,
    number: head.number,
    status: head.status,
    items,
    totalTonnes: items.reduce((s, i) => s + i.tonnes, 0),
    totalCents: head.totalCents,
    currency: CURRENCY,
    placedBy,
    createdAt: head.createdAt.toISOString(),
    offer,
    channel: head.channel ?? 'offer',
    payment: head.paymentMethod
      ? {
          method: head.paymentMethod,
          amountDueCents: head.amountDueCents ?? head.totalCents,
          paidAt: iso(head.paidAt ?? null),
          deliveredAt: iso(head.deliveredAt ?? null),
          releasedAt: iso(head.releasedAt ?? null),
        }
      : null,
  }
}

/** Orders by id (in the given order) with lines and their latest offer. */
export async function loadOrders(deps: Pick<AppDeps, 'db'>, ids: string[]): Promise<Order[]> {
  if (ids.length === 0) return []
  const [heads, lines, offerRows] = await Promise.all([
    repo.orderHeads(deps.db, ids),
    repo.orderLinesOf(deps.db, ids),
    repo.offersOfOrders(deps.db, ids),
  ])
  const latest = new Map<string, string>()
  for (const o of offerRows) if (!latest.has(o.orderId)) latest.set(o.orderId, o.id)
  const offerMap = await loadOffers(deps, [...latest.values()])
  const byId = new Map(heads.map((h) => [h.order.id, h]))
  return ids.flatMap((id) => {
    const head = byId.get(id)
    if (!head) return []
    const items = lines
      .filter((l) => l.item.orderId === id)
      .map(({ item, slug, name, delivery }) => ({
        id: item.id,
        projectId: item.projectId,
        projectSlug: slug,
        projectName: name,
        vintage: item.vintage,
        expectedDeliveryYear: delivery,
        tonnes: item.tonnes,
        priceCents: item.priceCents,
      }))
    const offerId = latest.get(id)
    const offer = offerId ? (offerMap.get(offerId) ?? null) : null
    return [toOrderView(head.order, items, head.email, offer)]
  })
}
