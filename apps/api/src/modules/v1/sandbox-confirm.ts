import { SANDBOX_CONFIRM_SECONDS } from '@kelp/core/v1'
import type { FastifyInstance } from 'fastify'
import type { AppDeps } from '../../deps'
import { fromSandbox, testSerials } from './retirement-views'
import { confirmSandboxRetirement } from './sandbox-repository'

/** The queue on which sandbox retirements wait to be confirmed (pg-boss). */
export const SANDBOX_CONFIRM_QUEUE = 'v1-sandbox-confirm'

type ConfirmDeps = Pick<AppDeps, 'db' | 'queue' | 'events'>

/** Confirms a sandbox retirement a few seconds after it was requested, as a registry would. */
export async function scheduleSandboxConfirmation(deps: ConfirmDeps, retirementId: string) {
  await deps.queue.send(
    SANDBOX_CONFIRM_QUEUE,
    { retirementId },
    { startAfter: SANDBOX_CONFIRM_SECONDS, retryLimit: 5, retryDelay: 5 },
  )
}

/** Confirms it with test serials and announces it (livemode: false); nothing if done already. */
export async function confirmInSandbox(deps: ConfirmDeps, retirementId: string) {
  const row = await confirmSandboxRetirement(deps.db, retirementId, (r) =>
    testSerials(retirementId, r),
  )
  if (!row) return undefined
  const retirement = fromSandbox(row)
  deps.events.emit(row.companyId, 'retirement.confirmed', { retirement }, { livemode: false })
  return retirement
}

/**
 * Creates the queue and, in the process that delivers webhooks (WEBHOOK_WORKER), works it:
 * the confirmation's event is delivered by the same process anyway.
 */
export async function startSandboxConfirmer(app: FastifyInstance) {
  const { deps } = app
  await deps.queue.createQueue(SANDBOX_CONFIRM_QUEUE, { deleteAfterSeconds: 24 * 3600 })
  if (!app.env.WEBHOOK_WORKER) return
  await deps.queue.work<{ retirementId: string }>(
    SANDBOX_CONFIRM_QUEUE,
    { pollingIntervalSeconds: app.env.WEBHOOK_POLL_SECONDS },
    async ([job]) => {
      if (job) await confirmInSandbox(deps, job.data.retirementId)
    },
  )
}
