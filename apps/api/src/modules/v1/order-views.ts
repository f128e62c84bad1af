import { kgToTonnes, liveOrderToV1, type V1Order } from '@kelp/core/v1'
import type { Order } from '@kelp/core/orbit'
import type { SandboxOrderRow } from './sandbox-repository'

const iso = (d: Date | null) => d?.toISOString() ?? null

export function fromSandbox(row: SandboxOrderRow): V1Order {
  const lines = row.lines.map(({ quantityKg, ...l }) => ({
    projectId: l.projectId,
    projectSlug: l.projectSlug,
    projectName: l.projectName,
    vintage: l.vintage,
    status: l.status,
    expectedDeliveryYear: l.expectedDeliveryYear,
    quantityKg,
    tonnes: kgToTonnes(quantityKg),
    priceCents: l.priceCents,
    lineTotalCents: l.lineTotalCents,
  }))
  const quantityKg = lines.reduce((s, l) => s + l.quantityKg, 0)
  return {
    id: row.id,
    number: null,
    status: row.status,
    inventory: 'sandbox',
    lines,
    quantityKg,
    totalTonnes: kgToTonnes(quantityKg),
    totalCents: row.totalCents,
    currency: 'EUR',
    metadata: row.metadata,
    createdAt: row.createdAt.toISOString(),
    paidAt: iso(row.paidAt),
    deliveredAt: iso(row.deliveredAt),
    cancelledAt: iso(row.cancelledAt),
  }
}

/** A live order with what only the API stores of it (metadata; when it was cancelled). */
export function fromLive(
  order: Order,
  extras: { metadata: Record<string, string>; updatedAt: Date } | undefined,
): V1Order {
  const v1 = liveOrderToV1(order, extras?.metadata ?? {})
  return v1.status === 'cancelled' && extras ? { ...v1, cancelledAt: iso(extras.updatedAt) } : v1
}

/** The order at an earlier step of its life, as the event of that step shows it. */
export function atStep(order: V1Order, status: 'placed' | 'paid'): V1Order {
  return {
    ...order,
    status,
    paidAt: status === 'paid' ? order.paidAt : null,
    deliveredAt: null,
  }
}
