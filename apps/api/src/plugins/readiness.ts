import type { FastifyInstance } from 'fastify'

/** A dependency's check: resolves to a problem in a few words, or undefined when it is fine. */
export type ReadyCheck = () => Promise<string | undefined> | string | undefined

declare module 'fastify' {
  interface FastifyInstance {
    /** What `/api/ready` asks, by dependency name; each plugin adds its own. */
    readyChecks: Map<string, ReadyCheck>
  }
}

/** A check that has not answered by then counts as down. */
export const READY_CHECK_TIMEOUT_MS = 1_500

export function registerReadiness(app: FastifyInstance): void {
  app.decorate('readyChecks', new Map<string, ReadyCheck>())
}

export interface CheckResult {
  ok: boolean
  detail?: string
}

/** Runs every check at once, each with a time limit. */
export async function runReadyChecks(
  checks: Map<string, ReadyCheck>,
  timeoutMs = READY_CHECK_TIMEOUT_MS,
): Promise<Record<string, CheckResult>> {
  const entries = await Promise.all(
    [...checks].map(async ([name, check]): Promise<[string, CheckResult]> => {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<string>((done) => {
        timer = setTimeout(() => done(`no answer within ${timeoutMs} ms`), timeoutMs)
      })
      try {
        const problem = await Promise.race([Promise.resolve().then(check), timeout])
        return [name, problem ? { ok: false, detail: problem } : { ok: true }]
      } catch (err) {
        return [name, { ok: false, detail: err instanceof Error ? err.message : String(err) }]
      } finally {
        clearTimeout(timer)
      }
    }),
  )
  return Object.fromEntries(entries)
}
