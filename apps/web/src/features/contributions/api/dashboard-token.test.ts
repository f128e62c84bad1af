import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { clearDashboardToken, readDashboardToken, storeDashboardToken } from './dashboard-token'

beforeEach(() => {
  const store = new Map<string, string>()
  vi.stubGlobal('sessionStorage', {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => store.set(key, value),
    removeItem: (key: string) => store.delete(key),
  })
})
afterEach(() => vi.unstubAllGlobals())

describe('dashboard token', () => {
  it('is used until it expires, then ignored', () => {
    const expiresAt = '2026-11-22T17:00:00.000Z'
    storeDashboardToken('tok', expiresAt)
    expect(readDashboardToken(Date.parse(expiresAt) - 1)).toBe('tok')
    expect(readDashboardToken(Date.parse(expiresAt))).toBeUndefined()
    clearDashboardToken()
    expect(readDashboardToken(0)).toBeUndefined()
  })

  it('ignores whatever else storage holds', () => {
    sessionStorage.setItem('kelp.contribution.token', '{not json')
    expect(readDashboardToken(0)).toBeUndefined()
    sessionStorage.setItem('kelp.contribution.token', JSON.stringify({ token: 1 }))
    expect(readDashboardToken(0)).toBeUndefined()
  })
})
