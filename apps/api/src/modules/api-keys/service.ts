import {
  API_KEY_LAST_USED_PRECISION_MS,
  API_KEYS_PER_COMPANY_MAX,
  type ApiKey,
  type ApiKeyMode,
  type ApiKeyScope,
  type CreateApiKeyBody,
  type CreatedApiKey,
} from '@kelp/core/api-keys'
import type { AppDeps } from '../../deps'
import { AppError } from '../../lib/app-error'
import { writeAudit } from '../audit'
import * as repo from './repository'
import { hashSecret, matchesHash, newSecret, secretMode, shownPrefix } from './secret'
import { KT } from './texts'

type KeyDeps = Pick<AppDeps, 'db'>

/** Who manages keys: a company admin, named in the audit log by e-mail. */
export interface KeyAdmin {
  userId: string
  email: string
  companyId: string
}

function toView(row: repo.KeyRow): ApiKey {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    revokedAt: row.revokedAt?.toISOString() ?? null,
  }
}

export async function listApiKeys(deps: KeyDeps, companyId: string): Promise<ApiKey[]> {
  return (await repo.listKeys(deps.db, companyId)).map(toView)
}

/** Creates a key; the secret is in the answer and nowhere else (only its hash is stored). */
export async function createApiKey(
  deps: KeyDeps,
  { admin, body }: { admin: KeyAdmin; body: CreateApiKeyBody },
): Promise<CreatedApiKey> {
  const secret = newSecret(body.mode)
  const id = await deps.db.transaction(async (tx) => {
    if ((await repo.countActiveKeys(tx, admin.companyId)) >= API_KEYS_PER_COMPANY_MAX) {
      throw new AppError('conflict', KT.tooMany(API_KEYS_PER_COMPANY_MAX))
    }
    const keyId = await repo.insertKey(tx, {
      companyId: admin.companyId,
      name: body.name,
      mode: body.mode,
      scopes: body.scopes,
      secretHash: hashSecret(secret),
      shownPrefix: shownPrefix(secret),
      createdBy: admin.userId,
    })
    await writeAudit(tx, admin.email, 'api_key.created', `api_key:${keyId}`, {
      companyId: admin.companyId,
      name: body.name,
      mode: body.mode,
      scopes: body.scopes,
    })
    return keyId
  })
  const [row] = await repo.listKeys(deps.db, admin.companyId, id)
  return { key: toView(row!), secret }
}

export async function revokeApiKey(
  deps: KeyDeps,
  { admin, id }: { admin: KeyAdmin; id: string },
): Promise<ApiKey> {
  await deps.db.transaction(async (tx) => {
    const [revoked] = await repo.revokeKey(tx, admin.companyId, id)
    if (!revoked) {
      const [existing] = await repo.listKeys(tx, admin.companyId, id)
      throw existing
        ? new AppError('conflict', KT.alreadyRevoked)
        : new AppError('not_found', KT.notFound)
    }
    await writeAudit(tx, admin.email, 'api_key.revoked', `api_key:${id}`, {
      companyId: admin.companyId,
    })
  })
  const [row] = await repo.listKeys(deps.db, admin.companyId, id)
  return toView(row!)
}

/** The company and person a valid key acts for. */
export interface ApiCaller {
  keyId: string
  companyId: string
  mode: ApiKeyMode
  scopes: ApiKeyScope[]
  userId: string
  email: string
  locale: 'en' | 'de'
}

/**
 * Resolves a presented secret to its caller: 401 for no key, an unknown or revoked one, or one
 * whose creator is no longer an admin with portfolio access in its company. The first use in
 * each minute is written to the audit log and to last_used_at.
 */
export async function authenticateApiKey(
  deps: KeyDeps,
  { secret, request }: { secret: string | undefined; request: { method: string; route: string } },
): Promise<ApiCaller> {
  if (!secret) throw new AppError('unauthorized', KT.missingKey)
  const mode = secretMode(secret)
  const row = mode ? await repo.findKeyByHash(deps.db, hashSecret(secret)) : undefined
  if (!row || row.mode !== mode || !matchesHash(secret, row.secretHash)) {
    throw new AppError('unauthorized', KT.invalidKey)
  }
  if (row.revokedAt) throw new AppError('unauthorized', KT.revokedKey)
  const stillAdmin =
    row.memberCompanyId === row.companyId && row.role === 'admin' && row.portfolioAccess
  if (!stillAdmin) throw new AppError('unauthorized', KT.invalidKey)
  const now = new Date()
  if (await repo.touchKey(deps.db, row.id, now, API_KEY_LAST_USED_PRECISION_MS)) {
    await writeAudit(deps.db, `api_key:${row.id}`, 'api_key.used', `api_key:${row.id}`, {
      companyId: row.companyId,
      ...request,
    })
  }
  return {
    keyId: row.id,
    companyId: row.companyId,
    mode: row.mode,
    scopes: row.scopes,
    userId: row.userId,
    email: row.email,
    locale: row.locale,
  }
}

export function requireScope(caller: ApiCaller, scope: ApiKeyScope): void {
  if (!caller.scopes.includes(scope)) throw new AppError('forbidden', KT.missingScope(scope))
}
