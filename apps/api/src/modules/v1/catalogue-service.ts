import { registryListing, type RegistryKey } from '@kelp/core/projects'
import {
  KG_PER_TONNE,
  SANDBOX_TONNES_PER_VINTAGE,
  type V1Project,
  type V1ProjectQuery,
} from '@kelp/core/v1'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import type { ApiCaller } from '../api-keys'
import { decodeCursor, encodeCursor } from './cursor'
import * as repo from './repository'
import { sandboxOrderedKg } from './sandbox-repository'
import { VT } from './texts'

export type V1Deps = Pick<AppDeps, 'db'>

/**
 * Kilograms a caller may order of a vintage: live stock for live keys; for test keys the
 * sandbox's fixed stock less what the company ordered in the sandbox (live stock is never
 * shown to them).
 */
export type Availability = (projectId: string, vintage: number, liveTonnes: number) => number

export async function availabilityFor(deps: V1Deps, caller: ApiCaller): Promise<Availability> {
  if (caller.mode === 'live') return (_p, _v, live) => live * KG_PER_TONNE
  const ordered = await sandboxOrderedKg(deps.db, caller.companyId)
  return (projectId, vintage) =>
    Math.max(
      0,
      SANDBOX_TONNES_PER_VINTAGE * KG_PER_TONNE - (ordered.get(`${projectId}:${vintage}`) ?? 0),
    )
}

function toProject(p: repo.ProjectRow, vintages: repo.VintageRow[], caller: ApiCaller): V1Project {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    type: p.type,
    category: p.method,
    countryCode: p.countryCode,
    ...registryListing(p.registryKey as RegistryKey | null, p.registryId),
    registryId: p.registryId,
    purchasable: p.availability !== 'information',
    inventory: caller.mode === 'live' ? 'live' : 'sandbox',
    vintages: vintages
      .filter((v) => v.projectId === p.id)
      .map((v) => ({
        year: v.year,
        status: v.status,
        expectedDeliveryYear: v.expectedDeliveryYear,
        availableKg: v.availableKg,
        availableTonnes: Math.floor(v.availableKg / KG_PER_TONNE),
        priceCents: v.priceCents,
      })),
  }
}

const sandboxOf = (caller: ApiCaller) => (caller.mode === 'test' ? caller.companyId : undefined)

/** A page of projects in name order, narrowed by the query's filters. */
export async function listV1Projects(
  deps: V1Deps,
  { caller, query }: { caller: ApiCaller; query: V1ProjectQuery },
) {
  const { limit, cursor, ...filters } = query
  const { rows, vintages, hasMore } = await repo.findProjects(
    deps.db,
    { ...filters, sandboxCompanyId: sandboxOf(caller), after: decodeCursor(cursor) },
    limit,
  )
  const last = rows.at(-1)
  return {
    data: rows.map((p) => toProject(p, vintages, caller)),
    hasMore,
    nextCursor: hasMore && last ? encodeCursor(last.id) : null,
  }
}

export async function getV1Project(
  deps: V1Deps,
  { caller, slug }: { caller: ApiCaller; slug: string },
) {
  const { rows, vintages } = await repo.findProjects(
    deps.db,
    { slug, sandboxCompanyId: sandboxOf(caller) },
    1,
  )
  const [project] = rows
  if (!project) throw new AppError('not_found', VT.projectMissing)
  return toProject(project, vintages, caller)
}
