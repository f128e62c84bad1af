import type { FastifyInstance } from 'fastify'

/**
 * A dependency's check: resolves to a problem in a few words, undefined when it is fine, or
 * `{ degraded }` when the instance works on without it (a stand-in has taken over).
 */
export type CheckAnswer = string | { degraded: string } | undefined
export type ReadyCheck = () => Promise<CheckAnswer> | CheckAnswer

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
  /** Working on without this dependency: still ready for traffic. */
  degraded?: true
  detail?: string
}

function resultOf(answer: CheckAnswer): CheckResult {
  if (!answer) return { ok: true }
  if (typeof answer === 'string') return { ok: false, detail: answer }
  return { ok: true, degraded: true, detail: answer.degraded }
}

/** Runs every check at once, each with a time limit. */
export async function runReadyChecks(
  checks: Map<string, ReadyCheck>,
  timeoutMs = READY_CHECK_TIMEOUT_MS,
): Promise<Record<string, CheckResult>> {
  const entries = await Promise.all(
    [...checks].map(async ([name, check]): Promise<[string, CheckResult]> => {
      let timer: NodeJS.Timeout | undefined
      const timeout = new Promise<CheckAnswer>((done) => {
        timer = setTimeout(() => done(`no answer within ${timeoutMs} ms`), timeoutMs)
      })
      try {
        return [name, resultOf(await Promise.race([Promise.resolve().then(check), timeout]))]
      } catch (err) {
        return [name, { ok: false, detail: err instanceof Error ? err.message : String(err) }]
      } finally {
        clearTimeout(timer)
      }
    }),
  )
  return Object.fromEntries(entries)
}
