import { registryListing, type RegistryKey } from '@kelp/core/projects'
import { SANDBOX_TONNES_PER_VINTAGE, type V1Project } from '@kelp/core/v1'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import type { ApiCaller } from '../api-keys'
import * as repo from './repository'
import { VT } from './texts'

export type V1Deps = Pick<AppDeps, 'db'>

/**
 * Tonnes a caller may order of a vintage: live stock for live keys; for test keys the sandbox's
 * fixed stock less what the company ordered in the sandbox (live stock is never shown to them).
 */
export type Availability = (projectId: string, vintage: number, live: number) => number

export async function availabilityFor(deps: V1Deps, caller: ApiCaller): Promise<Availability> {
  if (caller.mode === 'live') return (_p, _v, live) => live
  const ordered = await repo.sandboxOrderedTonnes(deps.db, caller.companyId)
  return (projectId, vintage) =>
    Math.max(0, SANDBOX_TONNES_PER_VINTAGE - (ordered.get(`${projectId}:${vintage}`) ?? 0))
}

function toProject(
  p: repo.ProjectRow,
  vintages: repo.VintageRow[],
  available: Availability,
  caller: ApiCaller,
): V1Project {
  return {
    id: p.id,
    slug: p.slug,
    name: p.name,
    type: p.type,
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
        availableTonnes: available(p.id, v.year, v.creditsAvailable),
        priceCents: v.priceCents,
      })),
  }
}

export async function listV1Projects(
  deps: V1Deps,
  { caller, query }: { caller: ApiCaller; query: { page: number; perPage: number } },
) {
  const [{ rows, vintages, total }, available] = await Promise.all([
    repo.findProjects(deps.db, query.page, query.perPage),
    availabilityFor(deps, caller),
  ])
  return {
    data: rows.map((p) => toProject(p, vintages, available, caller)),
    page: query.page,
    perPage: query.perPage,
    total,
  }
}

export async function getV1Project(
  deps: V1Deps,
  { caller, slug }: { caller: ApiCaller; slug: string },
) {
  const [{ rows, vintages }, available] = await Promise.all([
    repo.findProjects(deps.db, 1, 1, slug),
    availabilityFor(deps, caller),
  ])
  const [project] = rows
  if (!project) throw new AppError('not_found', VT.projectMissing)
  return toProject(project, vintages, available, caller)
}
