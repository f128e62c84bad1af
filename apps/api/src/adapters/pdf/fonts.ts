import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

/**
 * DejaVu Sans (free licence, from the npm package `dejavu-fonts-ttf`): one file covers Latin,
 * Greek and Cyrillic, so names such as "Łódź", "Dvořák", "Ελλάδα" or "Москва" print as typed.
 * Scripts it lacks (CJK, emoji) are refused where such text is entered; see
 * `printableOnDocuments` in @kelp/core/documents.
 */
function load(file: string): Buffer {
  return readFileSync(require.resolve(`dejavu-fonts-ttf/ttf/${file}`))
}

let cached: { regular: Buffer; bold: Buffer } | undefined

/** The embedded fonts, read once per process. */
export function documentFonts() {
  cached ??= { regular: load('DejaVuSans.ttf'), bold: load('DejaVuSans-Bold.ttf') }
  return cached
}

export const FONT = { regular: 'Kelp-Regular', bold: 'Kelp-Bold' } as const
