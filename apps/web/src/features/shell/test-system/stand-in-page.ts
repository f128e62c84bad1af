// Server components only.
import { notFound } from 'next/navigation'
import type { StandIn, SystemResponse } from '@kelp/core/http'
import { serverGet } from '@/lib/server-api'

/**
 * The pages of an embedded stand-in (the development mailbox, the sandbox payment page) exist
 * only while the API uses it: otherwise they answer 404, as the API's own routes do. When the
 * API cannot be asked, the page stays closed too.
 */
export async function requireStandIn(standIn: StandIn, locale: string): Promise<void> {
  const system = await serverGet<SystemResponse>('/api/system', locale)
  if (!system?.standIns.includes(standIn)) notFound()
}
