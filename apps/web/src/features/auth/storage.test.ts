import { describe, expect, it } from 'vitest'
import { isAuthPage } from './storage'

describe('auth storage', () => {
  it('knows the auth pages', () => {
    expect(isAuthPage('/auth/sign-in')).toBe(true)
    expect(isAuthPage('/auth/verify-email')).toBe(true)
    expect(isAuthPage('/projects')).toBe(false)
  })
})
