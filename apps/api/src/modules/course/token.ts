import { sameText, signFor } from '../../lib/signing'

const PURPOSE = 'course-unsubscribe'

/** `<enrolment id>.<signature>` for the unsubscribe link in every course e-mail. */
export function unsubscribeToken(secret: string, enrolmentId: string): string {
  return `${enrolmentId}.${signFor(secret, PURPOSE, enrolmentId)}`
}

/** The enrolment id when the signature is genuine (constant-time comparison), else null. */
export function verifyUnsubscribeToken(secret: string, token: string): string | null {
  const [enrolmentId, signature] = token.split('.')
  if (!enrolmentId || !signature) return null
  return sameText(signature, signFor(secret, PURPOSE, enrolmentId)) ? enrolmentId : null
}
