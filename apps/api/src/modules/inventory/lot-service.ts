import { issuanceRecordKg, lotProblem, type LotInput } from '@kelp/core/inventory'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { writeAudit } from '../audit'
import { refreshProjection } from './projection-repository'
import * as repo from './repository'
import { IT } from './texts'

export interface RecordLotInput {
  lot: LotInput
  /** The operator's e-mail, or `seed`. */
  actor: string
  /** Idempotency key of the `listed` movement; a new lot's own id when absent. */
  idempotencyKey?: string
}

/**
 * Records a supply lot and lists its kilograms for sale, in one transaction: the lot, its
 * `listed` movement, the marketplace's projection and the audit entry. Refused with nothing
 * written: an unknown project, a project without this registry's listing, a serial block not
 * in the registry's format, or more than the issuance record leaves after the lots already
 * recorded from it.
 */
export async function recordLot(deps: Pick<AppDeps, 'db'>, input: RecordLotInput) {
  const { lot } = input
  return deps.db.transaction(async (tx) => {
    const project = await repo.findProjectListing(tx, lot.projectId)
    if (!project) throw new AppError('not_found', IT.projectMissing)
    if (!project.registryKey || !project.registryId) {
      throw new AppError('bad_request', IT.projectUnlisted)
    }
    if (project.registryKey !== lot.registryKey) {
      throw new AppError('bad_request', IT.registryMismatch)
    }
    const problem = lotProblem(lot, project.registryId)
    if (problem) throw new AppError('bad_request', IT[problem])
    if (lot.status === 'issued') {
      // Two operators recording from the same issuance at once queue here.
      const issuance = `${lot.registryKey}:${lot.serialBlock ?? lot.issuanceId}`
      await repo.lockIssuance(tx, issuance)
      const recorded = await repo.recordedFromIssuance(
        tx,
        lot.registryKey,
        lot.issuanceId,
        lot.serialBlock,
      )
      const limit = issuanceRecordKg(lot, project.registryId) ?? 0
      if (recorded + lot.quantityKg > limit) throw new AppError('bad_request', IT.aboveIssuance)
    }
    const row = await repo.insertLot(tx, { ...lot, createdBy: input.actor })
    await repo.insertMovements(tx, [
      {
        kind: 'listed',
        lotId: row.id,
        kg: row.quantityKg,
        reference: `lot:${row.id}`,
        operationKey: input.idempotencyKey ?? `lot:${row.id}`,
        idempotencyKey: `${input.idempotencyKey ?? `lot:${row.id}`}:listed:${row.id}`,
        actor: input.actor,
      },
    ])
    await refreshProjection(tx, row.projectId)
    await writeAudit(tx, input.actor, 'lot.recorded', `lot:${row.id}`, {
      projectId: row.projectId,
      vintage: row.vintage,
      quantityKg: row.quantityKg,
      priceCentsPerTonne: row.priceCentsPerTonne,
      demo: row.demo,
    })
    return row
  })
}
