import type { Order } from '../orbit/schemas'
import { KG_PER_TONNE } from './constants'
import { kgToTonnes } from './kg'
import type { V1Order, V1OrderStatus } from './order-schemas'
import type { V1Retirement } from './retirement-schemas'

/**
 * The public state of a live order: an accepted offer or a paid self-service order is
 * delivered; a self-service payment that failed or expired released its stock (cancelled);
 * everything else is still placed.
 */
function v1StatusOf(status: Order['status']): V1OrderStatus {
  if (status === 'accepted' || status === 'delivered') return 'delivered'
  if (status === 'cancelled' || status === 'payment_failed' || status === 'expired')
    return 'cancelled'
  return 'placed'
}

/**
 * A live order as the public API and every webhook show it. Live orders still complete
 * through an operator's offer: placed (also while an offer is open) until the company accepts
 * the offer, which invoices it and moves the issued credits into its holdings (delivered).
 */
export function liveOrderToV1(order: Order, metadata: Record<string, string>): V1Order {
  const status = v1StatusOf(order.status)
  // Self-service orders carry their own payment and delivery times; offer orders the acceptance.
  const acceptedAt = order.offer?.acceptedAt ?? null
  const paidAt = order.payment?.paidAt ?? acceptedAt
  const deliveredAt = order.payment?.deliveredAt ?? acceptedAt
  return {
    id: order.id,
    number: order.number,
    status,
    inventory: 'live',
    lines: order.items.map((i) => ({
      projectId: i.projectId,
      projectSlug: i.projectSlug,
      projectName: i.projectName,
      vintage: i.vintage,
      status: i.expectedDeliveryYear === null ? 'issued' : 'forward',
      expectedDeliveryYear: i.expectedDeliveryYear,
      quantityKg: i.tonnes * KG_PER_TONNE,
      tonnes: i.tonnes,
      priceCents: i.priceCents,
      lineTotalCents: i.lineTotalCents,
    })),
    quantityKg: order.totalTonnes * KG_PER_TONNE,
    totalTonnes: order.totalTonnes,
    totalCents: order.totalCents,
    currency: 'EUR',
    metadata,
    createdAt: order.createdAt,
    paidAt: status === 'delivered' ? paidAt : null,
    deliveredAt: status === 'delivered' ? deliveredAt : null,
    cancelledAt: null,
  }
}

/** The columns of a live retirement the public API shows. */
export interface LiveRetirementFacts {
  id: string
  status: 'requested' | 'confirmed'
  projectId: string
  vintage: number
  tonnes: number
  beneficiary: string
  purpose: string | null
  certificateNumber: string
  serialStart: string | null
  serialEnd: string | null
  registryReference: string | null
  metadata: Record<string, string>
  createdAt: Date
  confirmedAt: Date | null
}

/** A live retirement as the public API and every webhook show it. */
export function liveRetirementToV1(r: LiveRetirementFacts, verificationUrl: string): V1Retirement {
  const confirmed = r.status === 'confirmed'
  return {
    id: r.id,
    status: r.status,
    inventory: 'live',
    projectId: r.projectId,
    vintage: r.vintage,
    quantityKg: r.tonnes * KG_PER_TONNE,
    tonnes: kgToTonnes(r.tonnes * KG_PER_TONNE),
    beneficiary: r.beneficiary,
    purpose: r.purpose,
    certificateNumber: r.certificateNumber,
    // Serials exist only once an operator recorded the registry's retirement.
    serialStart: confirmed ? r.serialStart : null,
    serialEnd: confirmed ? r.serialEnd : null,
    registryReference: confirmed ? r.registryReference : null,
    verificationUrl,
    metadata: r.metadata,
    requestedAt: r.createdAt.toISOString(),
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
  }
}

/** Where an API key fetches a retirement's certificate (relative to the installation). */
export const certificatePath = (retirementId: string) =>
  `/api/v1/retirements/${retirementId}/certificate`
