import { describe, expect, it } from 'vitest'
import { testSystemNotice } from './test-system'

describe('testSystemNotice', () => {
  it('says "no real payments" while the payment sandbox is in use', () => {
    expect(
      testSystemNotice({ testSystem: true, standIns: ['embedded-database', 'payments-sandbox'] }),
    ).toBe('payments')
  })

  it('names the other stand-ins when payments are real', () => {
    expect(testSystemNotice({ testSystem: true, standIns: ['dev-mailbox'] })).toBe('other')
  })

  it('shows nothing on a production system', () => {
    expect(testSystemNotice({ testSystem: false, standIns: [] })).toBeNull()
    expect(testSystemNotice({ testSystem: false, standIns: ['embedded-database'] })).toBeNull()
  })
})
