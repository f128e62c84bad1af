import { createSecretKey, type KeyObject } from 'node:crypto'
import { jwtVerify, SignJWT } from 'jose'

const ISSUER = 'kelp'
const AUDIENCE = 'kelp-web'

export interface TokenClaims {
  userId: string
  sessionId: string
}

const keys = new Map<string, KeyObject>()
/** One key object per secret: importing the key on every verification costs as much as the HMAC. */
function key(secret: string): KeyObject {
  let found = keys.get(secret)
  if (!found) {
    found = createSecretKey(Buffer.from(secret, 'utf8'))
    keys.set(secret, found)
  }
  return found
}

/**
 * Tokens already verified with a secret, with their expiry: a signed-in browser sends the same
 * token with every request, and the signature cannot change. Expiry is checked on every use;
 * revocation is the session's business (session-service.ts). Bounded; cleared when full.
 */
const VERIFIED_MAX = 10_000
const verified = new Map<string, Map<string, { claims: TokenClaims; expiresAtMs: number }>>()

/** HS256 JWT naming the user (`sub`) and the revocable session (`sid`). */
export async function signAccessToken(
  secret: string,
  claims: TokenClaims,
  expiresAt: Date,
): Promise<string> {
  return new SignJWT({ sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(claims.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret))
}

/** The claims of a valid, unexpired token; null for anything else. */
export async function readAccessToken(secret: string, token: string): Promise<TokenClaims | null> {
  let memo = verified.get(secret)
  const hit = memo?.get(token)
  if (hit) return hit.expiresAtMs > Date.now() ? hit.claims : null
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    })
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null
    if (typeof payload.exp !== 'number') return null
    const claims = { userId: payload.sub, sessionId: payload.sid }
    if (!memo) verified.set(secret, (memo = new Map()))
    if (memo.size >= VERIFIED_MAX) memo.clear()
    memo.set(token, { claims, expiresAtMs: payload.exp * 1000 })
    return claims
  } catch {
    return null
  }
}
