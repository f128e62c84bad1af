import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { certificateState } from './state'

const line = (status: 'requested' | 'confirmed') => ({ status })

describe('certificateState', () => {
  it('is confirmed only when every line is confirmed and nothing waits for credits', () => {
    expect(certificateState({ lines: [line('confirmed')], pendingKg: 0 })).toBe('confirmed')
    expect(certificateState({ lines: [line('confirmed')], pendingKg: 1 })).toBe('requested')
    expect(certificateState({ lines: [], pendingKg: 0 })).toBe('requested')
    expect(certificateState({ lines: [line('confirmed'), line('requested')], pendingKg: 0 })).toBe(
      'requested',
    )
  })

  it('any requested line keeps the whole certificate requested', () => {
    const status = fc.constantFrom<'requested' | 'confirmed'>('requested', 'confirmed')
    fc.assert(
      fc.property(fc.array(status, { minLength: 1 }), fc.nat(), (statuses, pendingKg) => {
        const state = certificateState({ lines: statuses.map(line), pendingKg })
        const final = statuses.every((s) => s === 'confirmed') && pendingKg === 0
        expect(state).toBe(final ? 'confirmed' : 'requested')
      }),
    )
  })
})
