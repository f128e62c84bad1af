import { describe, expect, it } from 'vitest'
import { requestIdFrom } from './request-id'

describe('requestIdFrom', () => {
  it("keeps a caller's well-formed id", () => {
    expect(requestIdFrom('lb-7f3a9c21-0001')).toBe('lb-7f3a9c21-0001')
  })

  it('replaces a missing or unsafe id with a new UUID', () => {
    for (const incoming of [null, '', 'x', 'id with spaces\nand a new line', 'a'.repeat(65)]) {
      expect(requestIdFrom(incoming)).toMatch(/^[0-9a-f-]{36}$/)
    }
  })
})
