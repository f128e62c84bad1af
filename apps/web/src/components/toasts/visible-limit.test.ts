import { describe, expect, it } from 'vitest'
import { toastsOverLimit } from './visible-limit'

describe('toastsOverLimit', () => {
  it('keeps the newest three visible toasts and names the rest', () => {
    const toasts = [1, 2, 3, 4, 5].map((n) => ({ id: `t${n}`, visible: n !== 2, createdAt: n }))
    expect(toastsOverLimit(toasts, 3)).toEqual(['t1'])
    expect(toastsOverLimit(toasts.slice(0, 3), 3)).toEqual([])
  })
})
