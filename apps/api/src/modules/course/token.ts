import { createHmac, timingSafeEqual } from 'node:crypto'

const sign = (secret: string, enrolmentId: string) =>
  createHmac('sha256', secret).update(`course-unsubscribe:${enrolmentId}`).digest('base64url')

/** `<enrolment id>.<signature>` for the unsubscribe link in every course e-mail. */
export function unsubscribeToken(secret: string, enrolmentId: string): string {
  return `${enrolmentId}.${sign(secret, enrolmentId)}`
}

/** The enrolment id when the signature is genuine (constant-time comparison), else null. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [enrolmentId, signature] = token.split('.')
  if (!enrolmentId || !signature) return null
  const expected = Buffer.from(sign(secret, enrolmentId))
  const given = Buffer.from(signature)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null
  return enrolmentId
}
