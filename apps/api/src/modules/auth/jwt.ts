import { jwtVerify, SignJWT } from 'jose'

const ISSUER = 'kelp'
const AUDIENCE = 'kelp-web'

export interface TokenClaims {
  userId: string
  sessionId: string
}

const key = (secret: string) => new TextEncoder().encode(secret)

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
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
    })
    if (typeof payload.sub !== 'string' || typeof payload.sid !== 'string') return null
    return { userId: payload.sub, sessionId: payload.sid }
  } catch {
    return null
  }
}
