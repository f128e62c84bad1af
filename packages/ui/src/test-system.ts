/**
 * The "test system" bar (docs/decisions/110), shared by the app and the static site: shown on
 * every page while the API uses an embedded stand-in for payments, mail or sign-in. A page
 * built ahead of time cannot know the API it is served with, so the browser asks it once per
 * session. Fixed at the bottom and transparent to the pointer, the bar never shifts the layout
 * or takes a click.
 */
import type { SystemResponse } from '@kelp/core/http'

export type TestSystemNotice = 'payments' | 'other' | null

export const SYSTEM_STORAGE_KEY = 'kelp-system'

export const TEST_SYSTEM_BAR_CLASS =
  'pointer-events-none fixed inset-x-0 bottom-0 z-[60] bg-amber-300/95 px-4 py-1 text-center text-xs font-bold text-amber-950'

/** Which bar a system needs: none on a production system, "no real payments" on a sandbox. */
export function testSystemNotice(system: SystemResponse): TestSystemNotice {
  if (!system.testSystem) return null
  return system.standIns.includes('payments-sandbox') ? 'payments' : 'other'
}

/** The API's system facts, asked once per browser session. */
export async function readSystem(): Promise<SystemResponse | null> {
  const cached = sessionStorage.getItem(SYSTEM_STORAGE_KEY)
  if (cached) return JSON.parse(cached) as SystemResponse
  const res = await fetch('/api/system')
  if (!res.ok) return null
  const system = (await res.json()) as SystemResponse
  sessionStorage.setItem(SYSTEM_STORAGE_KEY, JSON.stringify(system))
  return system
}
