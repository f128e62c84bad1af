import { createHash } from 'node:crypto'

/**
 * A page's inline script runs only by its hash (docs/decisions/130); a page that writes one
 * passes this to `Astro.csp.insertScriptHash`, so the hash is of exactly the text it writes.
 */
export function scriptHash(script: string): `sha256-${string}` {
  return `sha256-${createHash('sha256').update(script).digest('base64')}`
}
