import { describe, expect, it } from 'vitest'
import { printableOnDocuments } from './printable'

describe('printableOnDocuments', () => {
  it('accepts Latin, Greek and Cyrillic names with accents and punctuation', () => {
    for (const name of [
      'Łódź Dvořák Ελλάδα Москва',
      'Müller & Söhne GmbH',
      'Ñandú – “Şeker” 2026',
    ]) {
      expect(printableOnDocuments(name)).toBe(true)
    }
  })

  it('refuses scripts and symbols the font lacks', () => {
    for (const name of ['東京', 'Acme 株式会社', 'שלום', 'مرحبا', 'Kelp 🌱', '서울']) {
      expect(printableOnDocuments(name)).toBe(false)
    }
  })
})
