import { createHmac } from 'node:crypto'
import { sameText } from '../../lib/signing'

/** HMAC of what a local download link grants: this key, this file name, until `expires`. */
export function signDownload(secret: string, key: string, fileName: string, expires: number) {
  return createHmac('sha256', `kelp-storage:${secret}`)
    .update(`${key}\n${fileName}\n${expires}`)
    .digest('base64url')
}

export type DownloadCheck = 'ok' | 'expired' | 'forged'

/** Timing-safe check of a link; `nowMs` is injectable for tests. */
export function checkDownload(
  secret: string,
  link: { key: string; fileName: string; expires: number; sig: string },
  nowMs = Date.now(),
): DownloadCheck {
  const expected = signDownload(secret, link.key, link.fileName, link.expires)
  if (!sameText(link.sig, expected)) return 'forged'
  return link.expires * 1000 < nowMs ? 'expired' : 'ok'
}
