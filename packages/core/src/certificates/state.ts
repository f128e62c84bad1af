/**
 * Whether a certificate may speak of a finished retirement. Only when the registry has
 * confirmed every line (and nothing paid for is still waiting for credits) is the retirement
 * final; until then a certificate and its verification page say "requested on" and show no
 * registry reference.
 */
export type CertificateState = 'requested' | 'confirmed'

export function certificateState(c: {
  lines: readonly { status: 'requested' | 'confirmed' }[]
  pendingKg: number
}): CertificateState {
  const allConfirmed = c.lines.length > 0 && c.lines.every((l) => l.status === 'confirmed')
  return allConfirmed && c.pendingKg === 0 ? 'confirmed' : 'requested'
}
