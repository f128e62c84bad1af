import { describe, expect, it } from 'vitest'
import { createKeyHolder } from './idempotency'

describe('createKeyHolder', () => {
  it('hands out the same key until the attempt settles', () => {
    let n = 0
    const keys = createKeyHolder(() => `k${++n}`)
    expect(keys.take()).toBe('k1')
    expect(keys.take()).toBe('k1')
    keys.settle()
    expect(keys.take()).toBe('k2')
  })

  it('makes UUIDs by default', () => {
    expect(createKeyHolder().take()).toMatch(/^[0-9a-f-]{36}$/)
  })
})
