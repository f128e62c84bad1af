import { jwtVerify, SignJWT } from 'jose'

const AUDIENCE = 'kelp-portfolio-admin-view'
const key = (secret: string) => new TextEncoder().encode(`portfolio-view:${secret}`)

/** A signed, expiring token for GET /api/portfolio/admin?email&token (read-only view). */
export function signViewToken(secret: string, email: string, expiresAt: Date): Promise<string> {
  return new SignJWT({})
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject(email)
    .setIssuer('kelp')
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(expiresAt.getTime() / 1000))
    .sign(key(secret))
}

/** True only for an unexpired token signed for exactly this e-mail. */
export async function verifyViewToken(secret: string, email: string, token: string) {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: 'kelp',
      audience: AUDIENCE,
      algorithms: ['HS256'],
    })
    return payload.sub === email
  } catch {
    return false
  }
}
