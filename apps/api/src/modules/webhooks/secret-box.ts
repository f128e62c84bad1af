import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto'

/**
 * Signing secrets at rest: AES-256-GCM under a key derived from APP_SECRET. The API needs the
 * secret itself to sign deliveries, so it is sealed rather than hashed; a database dump alone
 * does not reveal it.
 */
const keyFor = (appSecret: string) =>
  createHash('sha256').update(`webhook-signing-secret:${appSecret}`).digest()

/** A new endpoint signing secret, in the `whsec_` form receivers recognise. */
export const newSigningSecret = () => `whsec_${randomBytes(32).toString('base64url')}`

export function seal(appSecret: string, plain: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return [iv, cipher.getAuthTag(), body].map((b) => b.toString('base64url')).join('.')
}

export function unseal(appSecret: string, sealed: string): string {
  const [iv, tag, body] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'))
  const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret), iv!)
  decipher.setAuthTag(tag!)
  return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8')
}
