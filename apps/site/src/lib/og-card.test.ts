import { describe, expect, it } from 'vitest'
import { ogCard, wrapTitle } from './og-card'

describe('Open Graph card', () => {
  it('wraps a long title at word boundaries', () => {
    expect(wrapTitle('Imprint')).toEqual(['Imprint'])
    expect(wrapTitle('Allgemeine Geschäftsbedingungen')).toEqual([
      'Allgemeine',
      'Geschäftsbedingungen',
    ])
    expect(wrapTitle('Terms and conditions of the Kelp platform')).toEqual([
      'Terms and conditions of',
      'the Kelp platform',
    ])
  })

  it('draws a 1200 × 630 PNG, escaping the title', async () => {
    const png = await ogCard('Q&A <today>', 'Kelp')
    expect(png.subarray(1, 4).toString()).toBe('PNG')
    expect(png.readUInt32BE(16)).toBe(1200)
    expect(png.readUInt32BE(20)).toBe(630)
  })
})
