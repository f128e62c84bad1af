import type { SystemResponse } from '@kelp/core/http'

export const SYSTEM_STORAGE_KEY = 'kelp-system'

export type TestSystemNotice = 'payments' | 'other' | null

/** Which bar a system needs: none on a production system, "no real payments" on a sandbox. */
export function testSystemNotice(system: SystemResponse): TestSystemNotice {
  if (!system.testSystem) return null
  return system.standIns.includes('payments-sandbox') ? 'payments' : 'other'
}
