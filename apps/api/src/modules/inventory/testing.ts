import type { FastifyInstance } from 'fastify'
import { recordLot } from './lot-service'

/** Test helper: an issued demo-free lot of a fixture project (registry verra, VCS2250). */
export async function listTestLot(
  app: FastifyInstance,
  projectId: string,
  options: { kg: number; priceCentsPerTonne?: number; vintage?: number; forward?: boolean },
) {
  const vintage = options.vintage ?? 2022
  return recordLot(app.deps, {
    actor: 'test',
    lot: {
      projectId,
      vintage,
      status: options.forward ? 'forward' : 'issued',
      expectedDeliveryYear: options.forward ? vintage + 1 : null,
      quantityKg: options.kg,
      costCentsPerTonne: 1000,
      priceCentsPerTonne: options.priceCentsPerTonne ?? 2500,
      registryKey: 'verra',
      issuanceId: options.forward ? null : `TEST-${crypto.randomUUID()}`,
      serialBlock: null,
      issuanceQuantityKg: options.forward ? null : options.kg,
      evidence: 'Test purchase agreement',
      demo: false,
    },
  })
}
