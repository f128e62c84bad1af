import { randomUUID } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import { insertProject } from '../../test/fixtures'
import { recordLot } from '../inventory'

/**
 * A project whose stock is one supply lot in the ledger (the way stock exists): `tonnes` at
 * `priceCents` per tonne, issued (from a test issuance record) or forward.
 */
export async function insertLotProject(
  app: FastifyInstance,
  options: { tonnes: number; priceCents?: number; status?: 'issued' | 'forward' },
) {
  const status = options.status ?? 'issued'
  const project = await insertProject(app, {
    credits: options.tonnes,
    priceCents: options.priceCents,
    status,
  })
  const kg = options.tonnes * 1000
  await recordLot(app.deps, {
    actor: 'test',
    lot: {
      projectId: project.projectId,
      vintage: project.year,
      status,
      expectedDeliveryYear: status === 'forward' ? project.year + 1 : null,
      quantityKg: kg,
      costCentsPerTonne: 0,
      priceCentsPerTonne: options.priceCents ?? 2500,
      registryKey: 'verra',
      issuanceId: status === 'issued' ? `TEST-${randomUUID()}` : null,
      serialBlock: null,
      issuanceQuantityKg: status === 'issued' ? kg : null,
      evidence: 'Test issuance record',
      demo: false,
    },
  })
  return project
}
