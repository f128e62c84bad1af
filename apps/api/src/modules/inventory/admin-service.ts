import {
  importableRegistry,
  readRegistryExport,
  type ImportLotsBody,
  type Lot,
  type RecordLotBody,
} from '@kelp/core/inventory'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { recordLot } from './lot-service'
import * as repo from './repository'
import { IMPORT, IT, ROW, importRow } from './texts'

type Deps = Pick<AppDeps, 'db'>
type ListedLot = Awaited<ReturnType<typeof repo.listLots>>[number]

async function withBalances(db: Deps['db'], rows: ListedLot[]): Promise<Lot[]> {
  const balances = await repo.lotBalances(
    db,
    rows.map((r) => r.lot.id),
  )
  return rows.map(({ lot, projectName, projectSlug }) => ({
    ...lot,
    projectName,
    projectSlug,
    createdAt: lot.createdAt.toISOString(),
    balances: balances.get(lot.id) ?? {
      available: 0,
      reserved: 0,
      owed: 0,
      held: 0,
      retired: 0,
      pooled: 0,
      delisted: 0,
    },
  }))
}

/** Every lot with its ledger balances, by project and vintage. */
export async function listLotsWithBalances(deps: Deps, input: { projectId?: string }) {
  return { items: await withBalances(deps.db, await repo.listLots(deps.db, input.projectId)) }
}

/** An operator records a lot (never a demo lot). */
export async function recordOperatorLot(deps: Deps, input: { actor: string; body: RecordLotBody }) {
  const row = await recordLot(deps, { actor: input.actor, lot: { ...input.body, demo: false } })
  const [lot] = await withBalances(
    deps.db,
    (await repo.listLots(deps.db, row.projectId)).filter((r) => r.lot.id === row.id),
  )
  return lot!
}

/**
 * Records one lot per issuance row of a registry's CSV export, all or none: a row of another
 * project, of retired credits, or one the checks of a single lot refuse stops the import
 * with its line number and nothing is written.
 */
export async function importLots(deps: Deps, input: { actor: string; body: ImportLotsBody }) {
  const { body } = input
  const project = await repo.findProjectListing(deps.db, body.projectId)
  if (!project) throw new AppError('not_found', IT.projectMissing)
  if (!project.registryKey || !project.registryId) {
    throw new AppError('bad_request', IT.projectUnlisted)
  }
  const registryKey = project.registryKey
  if (!importableRegistry(registryKey)) throw new AppError('bad_request', IMPORT.notImportable)
  const read = readRegistryExport(registryKey, body.csv)
  if (!read.ok) {
    throw new AppError(
      'bad_request',
      read.problem.kind === 'header' ? IMPORT.header : importRow(read.problem.line, ROW.quantity),
    )
  }
  const ids = await deps.db.transaction(async (tx) => {
    const recorded: string[] = []
    for (const row of read.rows) {
      if (row.registryProjectId !== project.registryId) {
        throw new AppError('bad_request', importRow(row.line, ROW.otherProject))
      }
      if (row.retired) throw new AppError('bad_request', importRow(row.line, ROW.retired))
      const vintage = row.vintage ?? body.vintage
      if (vintage === null) throw new AppError('bad_request', IMPORT.noVintage)
      try {
        const lot = await recordLot(
          { db: tx },
          {
            actor: input.actor,
            lot: {
              projectId: body.projectId,
              vintage,
              status: 'issued',
              expectedDeliveryYear: null,
              quantityKg: row.quantityKg,
              costCentsPerTonne: body.costCentsPerTonne,
              priceCentsPerTonne: body.priceCentsPerTonne,
              registryKey,
              issuanceId: row.issuanceId,
              serialBlock: row.serialBlock,
              issuanceQuantityKg: row.serialBlock ? null : row.quantityKg,
              evidence: body.evidence,
              demo: false,
            },
          },
        )
        recorded.push(lot.id)
      } catch (error) {
        if (!(error instanceof AppError)) throw error
        throw new AppError(error.code, importRow(row.line, error.text))
      }
    }
    return recorded
  })
  const all = await repo.listLots(deps.db, body.projectId)
  return {
    items: await withBalances(
      deps.db,
      all.filter((r) => ids.includes(r.lot.id)),
    ),
  }
}

/** A lot and every movement of it, oldest first (at most 1,000). */
export async function lotLedger(deps: Deps, input: { lotId: string }) {
  const lot = await repo.findLot(deps.db, input.lotId)
  if (!lot) throw new AppError('not_found', IT.lotMissing)
  const [listed] = await withBalances(
    deps.db,
    (await repo.listLots(deps.db, lot.projectId)).filter((r) => r.lot.id === lot.id),
  )
  const movements = await repo.lotMovements(deps.db, lot.id, 1000)
  return {
    lot: listed!,
    movements: movements.map((m) => ({
      id: m.id,
      kind: m.kind,
      lotId: m.lotId,
      companyId: m.companyId,
      kg: m.kg,
      reference: m.reference,
      actor: m.actor,
      createdAt: m.createdAt.toISOString(),
    })),
  }
}
