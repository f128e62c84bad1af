import { describe, expect, it } from 'vitest'
import { autoplayNext, step } from './carousel-state'

describe('carousel state', () => {
  it('steps without wrapping and announces the ends', () => {
    expect(step(0, -1, 4)).toEqual({ index: 0, announcement: 'first' })
    expect(step(3, 1, 4)).toEqual({ index: 3, announcement: 'last' })
    expect(step(1, 1, 4)).toEqual({ index: 2, announcement: null })
  })

  it('autoplay wraps around', () => {
    expect(autoplayNext(3, 4)).toBe(0)
    expect(autoplayNext(0, 4)).toBe(1)
  })
})
