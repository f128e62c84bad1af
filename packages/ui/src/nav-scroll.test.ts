import { describe, expect, it } from 'vitest'
import { nextNavbarVisible } from './nav-scroll'

describe('nextNavbarVisible', () => {
  it('always shows within the first 70 px', () => {
    expect(nextNavbarVisible(0, 70, false)).toBe(true)
    expect(nextNavbarVisible(10, 60, false)).toBe(true)
  })
  it('hides on scrolling down past 70 px and shows on scrolling up', () => {
    expect(nextNavbarVisible(70, 71, true)).toBe(false)
    expect(nextNavbarVisible(500, 400, false)).toBe(true)
    expect(nextNavbarVisible(400, 400, false)).toBe(false)
  })
})
