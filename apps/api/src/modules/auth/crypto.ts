import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'
import { hash, verify, type Algorithm } from '@node-rs/argon2'
import { OTP_LENGTH } from '@kelp/core/auth'

/**
 * argon2id at OWASP's first recommended setting (19 MiB, 2 passes, 1 lane):
 * about 17 ms a hash on the reference 2-core machine.
 */
export const ARGON2_OPTIONS = {
  // Algorithm.Argon2id; a const enum, which isolated modules cannot read.
  algorithm: 2 as Algorithm,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS)
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password)
  } catch {
    return false
  }
}

/** An unguessable token for e-mail links (256 bits, URL-safe). */
export function randomToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Link tokens are stored as SHA-256: they carry 256 bits, so no slow hash is needed. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex')
}

/** Codes have only 10^5 values, so they are keyed with the app secret and the e-mail. */
export function hashCode(secret: string, email: string, code: string): string {
  return createHmac('sha256', secret).update(`${email}\n${code}`).digest('hex')
}

export function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex')
  const y = Buffer.from(b, 'hex')
  return x.length === y.length && timingSafeEqual(x, y)
}

export function generateCode(): string {
  return String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0')
}
