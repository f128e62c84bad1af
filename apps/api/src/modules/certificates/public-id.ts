import { randomBytes } from 'node:crypto'
import type { Locale } from '@kelp/core/http'

/** 128 random bits, url-safe base64 (22 characters): the id of /verify/{id}. */
export function newPublicId(): string {
  return randomBytes(16).toString('base64url')
}

/** The short public address of a certificate's verification page. */
export function verifyUrl(webOrigin: string, id: string, locale: Locale): string {
  return `${webOrigin.replace(/\/$/, '')}${locale === 'de' ? '/de' : ''}/verify/${id}`
}
