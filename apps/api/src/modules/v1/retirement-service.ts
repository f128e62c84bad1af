import type { Locale } from '@kelp/core/http'
import type { V1Retirement, V1RetireBody } from '@kelp/core/v1'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import type { ApiCaller } from '../api-keys'
import { verifyUrl } from '../certificates'
import { findRetirement, listRetirements, retireHoldings } from '../portfolio'
import type { V1Deps } from './catalogue-service'
import * as repo from './repository'
import { VT } from './texts'

type V1RetireDeps = Pick<AppDeps, 'db' | 'storage' | 'env' | 'mailer'>

/** The key's caller, and the language of the verification links it is shown. */
interface V1CallerInput {
  caller: ApiCaller
  locale: Locale
}

/** Retirements the API lists; older ones stay readable one by one. */
const RETIREMENTS_LISTED = 100

type LiveRow = Awaited<ReturnType<typeof findRetirement>>
function fromLive(row: LiveRow, webOrigin: string, locale: Locale): V1Retirement {
  const r = row.retirement
  return {
    id: r.id,
    status: r.status,
    inventory: 'live',
    projectId: r.projectId,
    vintage: r.vintage,
    tonnes: r.tonnes,
    beneficiary: r.beneficiary,
    purpose: r.purpose,
    certificateNumber: r.certificateNumber,
    // Serials exist only once an operator recorded the registry's retirement.
    serialStart: r.status === 'confirmed' ? r.serialStart : null,
    serialEnd: r.status === 'confirmed' ? r.serialEnd : null,
    registryReference: r.status === 'confirmed' ? r.registryReference : null,
    verificationUrl: verifyUrl(webOrigin, r.publicId, locale),
    requestedAt: r.createdAt.toISOString(),
    confirmedAt: r.confirmedAt?.toISOString() ?? null,
  }
}

type SandboxRow = Awaited<ReturnType<typeof repo.findSandboxRetirements>>[number]
function fromSandbox(r: SandboxRow): V1Retirement {
  return {
    id: r.id,
    status: 'requested',
    inventory: 'sandbox',
    projectId: r.projectId,
    vintage: r.vintage,
    tonnes: r.tonnes,
    beneficiary: r.beneficiary,
    purpose: r.purpose,
    certificateNumber: null,
    serialStart: null,
    serialEnd: null,
    registryReference: null,
    verificationUrl: null,
    requestedAt: r.createdAt.toISOString(),
    confirmedAt: null,
  }
}

/** Sandbox holdings are what the company ordered in the sandbox, less what it retired there. */
async function retireInSandbox(deps: V1Deps, caller: ApiCaller, body: V1RetireBody) {
  return deps.db.transaction(async (tx) => {
    await repo.lockSandbox(tx, caller.companyId)
    const [vintage] = await repo.findLineVintages(tx, [body])
    if (!vintage) throw new AppError('not_found', VT.vintageMissing(body.vintage))
    if (vintage.status !== 'issued') throw new AppError('bad_request', VT.forwardNotRetirable)
    const ordered = await repo.sandboxOrderedTonnes(tx, caller.companyId)
    const held =
      (ordered.get(`${body.projectId}:${body.vintage}`) ?? 0) -
      (await repo.sandboxRetiredTonnes(tx, caller.companyId, body.projectId, body.vintage))
    if (body.tonnes > held) throw new AppError('bad_request', VT.notHeld(body.vintage, held))
    return repo.insertSandboxRetirement(tx, {
      companyId: caller.companyId,
      projectId: body.projectId,
      vintage: body.vintage,
      tonnes: body.tonnes,
      beneficiary: body.beneficiary,
      purpose: body.purpose ?? null,
    })
  })
}

/**
 * Requests a retirement of held, issued credits. Live keys use the Portfolio Manager's rules
 * (retireHoldings: holding lock, certificate, audit entry naming the key); test keys retire
 * from their sandbox holdings, and sandbox retirements are never confirmed or given serials.
 */
export async function requestV1Retirement(
  deps: V1RetireDeps,
  { caller, locale, body }: V1CallerInput & { body: V1RetireBody },
): Promise<V1Retirement> {
  if (caller.mode === 'test') return fromSandbox(await retireInSandbox(deps, caller, body))
  const retirement = await retireHoldings(deps, {
    companyId: caller.companyId,
    actor: `api_key:${caller.keyId}`,
    body,
    locale,
  })
  return fromLive(await findRetirement(deps.db, retirement.id), deps.env.WEB_ORIGIN, locale)
}

export async function listV1Retirements(
  deps: V1RetireDeps,
  { caller, locale }: V1CallerInput,
): Promise<V1Retirement[]> {
  if (caller.mode === 'test') {
    return (await repo.findSandboxRetirements(deps.db, caller.companyId)).map(fromSandbox)
  }
  const page = await listRetirements(deps.db, caller.companyId, undefined, 1, RETIREMENTS_LISTED)
  return page.items.map((row) => fromLive(row, deps.env.WEB_ORIGIN, locale))
}

export async function getV1Retirement(
  deps: V1RetireDeps,
  { caller, locale, id }: V1CallerInput & { id: string },
): Promise<V1Retirement> {
  if (caller.mode === 'test') {
    const [row] = await repo.findSandboxRetirements(deps.db, caller.companyId, id)
    if (!row) throw new AppError('not_found', VT.retirementMissing)
    return fromSandbox(row)
  }
  const [owned] = await repo.findLiveRetirementIds(deps.db, caller.companyId, id)
  if (!owned) throw new AppError('not_found', VT.retirementMissing)
  return fromLive(await findRetirement(deps.db, owned.id), deps.env.WEB_ORIGIN, locale)
}
