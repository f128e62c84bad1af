import { createHash } from 'node:crypto'
import type { Locale } from '@kelp/core/http'
import { liveRetirementToV1, type V1Retirement, type V1RetireBody } from '@kelp/core/v1'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import type { ApiCaller } from '../api-keys'
import { verifyUrl } from '../certificates'
import { findRetirement, retireHoldings } from '../portfolio'
import { decodeCursor, pageOf } from './cursor'
import * as live from './live-repository'
import { kgOf, liveTonnes } from './quantity'
import * as repo from './repository'
import { fromSandbox } from './retirement-views'
import { scheduleSandboxConfirmation } from './sandbox-confirm'
import * as sandbox from './sandbox-repository'
import { VT } from './texts'

type V1RetireDeps = Pick<AppDeps, 'db' | 'storage' | 'env' | 'mailer' | 'queue' | 'events'>

/** The key's caller, and the language of the verification links it is shown. */
export interface V1CallerInput {
  caller: ApiCaller
  locale: Locale
}
type Requested = { retirement: V1Retirement; replayed: boolean }

async function fromLiveId(deps: Pick<AppDeps, 'db' | 'env'>, id: string, locale: Locale) {
  const row = await findRetirement(deps.db, id)
  return liveRetirementToV1(
    row.retirement,
    verifyUrl(deps.env.WEB_ORIGIN, row.retirement.publicId, locale),
  )
}

/** What makes two requests the same retirement: the body as the API understood it. */
function requestHash(body: V1RetireBody) {
  const canonical = {
    projectId: body.projectId,
    vintage: body.vintage,
    quantityKg: kgOf(body),
    beneficiary: body.beneficiary,
    purpose: body.purpose ?? null,
    metadata: Object.entries(body.metadata ?? {}).sort(),
  }
  return createHash('sha256').update(JSON.stringify(canonical)).digest('hex')
}

/** Sandbox holdings are what the company ordered in the sandbox, less what it retired there. */
async function retireInSandbox(
  deps: V1RetireDeps,
  caller: ApiCaller,
  body: V1RetireBody,
  key?: string,
) {
  const hash = requestHash(body)
  const quantityKg = kgOf(body)
  const outcome = await deps.db.transaction(async (tx) => {
    await sandbox.lockSandbox(tx, caller.companyId)
    if (key) {
      const [used] = await sandbox.findSandboxRetirements(tx, caller.companyId, { key })
      if (used) {
        if (used.requestHash !== hash) throw new AppError('conflict', VT.retirementKeyReused)
        return { row: used, replayed: true }
      }
    }
    const [vintage] = await repo.findLineVintages(tx, [body])
    if (!vintage) throw new AppError('not_found', VT.vintageMissing(body.vintage))
    if (vintage.status !== 'issued') throw new AppError('bad_request', VT.forwardNotRetirable)
    const ordered = await sandbox.sandboxOrderedKg(tx, caller.companyId)
    const held =
      (ordered.get(`${body.projectId}:${body.vintage}`) ?? 0) -
      (await sandbox.sandboxRetiredKg(tx, caller.companyId, body.projectId, body.vintage))
    if (quantityKg > held) throw new AppError('bad_request', VT.notHeld(body.vintage, held))
    const row = await sandbox.insertSandboxRetirement(tx, {
      companyId: caller.companyId,
      projectId: body.projectId,
      vintage: body.vintage,
      quantityKg,
      beneficiary: body.beneficiary,
      purpose: body.purpose ?? null,
      idempotencyKey: key ?? null,
      requestHash: key ? hash : null,
      metadata: body.metadata ?? {},
    })
    return { row, replayed: false }
  })
  if (!outcome.replayed) await scheduleSandboxConfirmation(deps, outcome.row.id)
  return { retirement: fromSandbox(outcome.row), replayed: outcome.replayed }
}

/**
 * A live retirement through the Portfolio Manager's rules (retireHoldings: holding lock,
 * certificate, audit entry naming the key). Its key is claimed first and pointed at the
 * retirement after, so two requests with one key never retire twice.
 */
async function retireLive(
  deps: V1RetireDeps,
  { caller, locale, body }: V1CallerInput & { body: V1RetireBody },
  key?: string,
): Promise<Requested> {
  const tonnes = liveTonnes(kgOf(body))
  const hash = requestHash(body)
  let claim: string | undefined
  if (key) {
    const result = await live.claimKey(deps.db, {
      companyId: caller.companyId,
      operation: 'retirement',
      idempotencyKey: key,
      requestHash: hash,
    })
    const { existing } = result
    if (existing) {
      if (existing.requestHash !== hash) throw new AppError('conflict', VT.retirementKeyReused)
      if (!existing.resourceId) throw new AppError('conflict', VT.keyInProgress)
      return { retirement: await fromLiveId(deps, existing.resourceId, locale), replayed: true }
    }
    claim = result.claimed
  }
  try {
    const retirement = await retireHoldings(deps, {
      companyId: caller.companyId,
      actor: `api_key:${caller.keyId}`,
      body: { ...body, tonnes },
      locale,
      metadata: body.metadata ?? {},
    })
    if (claim) await live.settleKey(deps.db, claim, retirement.id)
    return { retirement: await fromLiveId(deps, retirement.id, locale), replayed: false }
  } catch (error) {
    if (claim) await live.releaseKey(deps.db, claim)
    throw error
  }
}

/** Requests a retirement of held, issued credits; the same key and body answer the same one. */
export async function requestV1Retirement(
  deps: V1RetireDeps,
  input: V1CallerInput & { body: V1RetireBody; key?: string },
): Promise<Requested> {
  if (input.caller.mode === 'test')
    return retireInSandbox(deps, input.caller, input.body, input.key)
  return retireLive(deps, input, input.key)
}

/** A page of the company's retirements, newest first. */
export async function listV1Retirements(
  deps: V1RetireDeps,
  { caller, locale, limit, cursor }: V1CallerInput & { limit: number; cursor?: string },
) {
  const after = decodeCursor(cursor)
  if (caller.mode === 'test') {
    const rows = await sandbox.findSandboxRetirements(deps.db, caller.companyId, {
      after,
      limit: limit + 1,
    })
    const page = pageOf(rows, limit, (r) => r.id)
    return { ...page, data: page.data.map(fromSandbox) }
  }
  const rows = await live.liveRetirementPage(deps.db, caller.companyId, { after, limit: limit + 1 })
  const page = pageOf(rows, limit, (r) => r.id)
  return { ...page, data: await Promise.all(page.data.map((r) => fromLiveId(deps, r.id, locale))) }
}

export async function getV1Retirement(
  deps: V1RetireDeps,
  { caller, locale, id }: V1CallerInput & { id: string },
): Promise<V1Retirement> {
  if (caller.mode === 'test') {
    const [row] = await sandbox.findSandboxRetirements(deps.db, caller.companyId, { id })
    if (!row) throw new AppError('not_found', VT.retirementMissing)
    return fromSandbox(row)
  }
  const [owned] = await live.liveRetirementPage(deps.db, caller.companyId, { id, limit: 1 })
  if (!owned) throw new AppError('not_found', VT.retirementMissing)
  return fromLiveId(deps, owned.id, locale)
}
