import { kgToTonnes, TEST_SERIAL_PREFIX, type V1Retirement } from '@kelp/core/v1'
import type { SandboxRetirementRow } from './sandbox-repository'

/** A sandbox retirement; its serials are marked TEST- and name no registry's credits. */
export function fromSandbox(r: SandboxRetirementRow): V1Retirement {
  const confirmed = r.status === 'confirmed'
  return {
    id: r.id,
    status: r.status,
    inventory: 'sandbox',
    projectId: r.projectId,
    vintage: r.vintage,
    quantityKg: r.quantityKg,
    tonnes: kgToTonnes(r.quantityKg),
    beneficiary: r.beneficiary,
    purpose: r.purpose,
    certificateNumber: null,
    serialStart: confirmed ? r.serialStart : null,
    serialEnd: confirmed ? r.serialEnd : null,
    registryReference: confirmed ? `${TEST_SERIAL_PREFIX}${r.id.slice(0, 8).toUpperCase()}` : null,
    verificationUrl: null,
    metadata: r.metadata,
    requestedAt: r.createdAt.toISOString(),
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
  }
}

/** Test serials: one per kilogram, under the retirement's own id, never a registry's format. */
export function testSerials(id: string, row: { vintage: number; quantityKg: number }) {
  const base = `${TEST_SERIAL_PREFIX}${row.vintage}-${id.slice(0, 8).toUpperCase()}`
  return { start: `${base}-1`, end: `${base}-${row.quantityKg}` }
}
