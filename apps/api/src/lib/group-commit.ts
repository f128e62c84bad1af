/** One caller's share of a batch: its input and how to settle its promise. */
export interface Job<In, Out> {
  input: In
  resolve(value: Out): void
  reject(error: unknown): void
}

/**
 * Writes the jobs together. It settles each job itself; when it throws, it must have written
 * nothing (one statement, or one transaction), so its jobs can be retried one by one.
 */
export type Flush<In, Out> = (jobs: Job<In, Out>[]) => Promise<void>

/**
 * Group commit (decision 094): calls that arrive while a batch is being written wait
 * and are written together by the next batch, so a burst of N writes costs a few round trips
 * instead of N. An idle caller waits for nothing but the current microtask. When a batch of
 * several fails, each of its jobs is retried alone, so one bad input (a duplicate key, say)
 * fails only its own caller: every caller sees what it would have seen unbatched.
 */
export function groupCommit<In, Out>(flush: Flush<In, Out>, maxBatch = 64) {
  let queue: Job<In, Out>[] = []
  let draining = false
  const settled = new WeakSet<Job<In, Out>>()

  const run = async (jobs: Job<In, Out>[]) => {
    try {
      await flush(jobs)
      // A flush that forgot a job must not leave its caller waiting forever.
      for (const job of jobs)
        if (!settled.has(job)) job.reject(new Error('group commit: job left unsettled'))
    } catch (error) {
      if (jobs.length === 1) return jobs[0]!.reject(error)
      for (const job of jobs) if (!settled.has(job)) await run([job])
    }
  }

  const drain = async () => {
    while (queue.length > 0) {
      const jobs = queue.slice(0, maxBatch)
      queue = queue.slice(maxBatch)
      await run(jobs)
    }
    draining = false
  }

  return (input: In): Promise<Out> =>
    new Promise<Out>((resolve, reject) => {
      const job: Job<In, Out> = {
        input,
        resolve: (value) => {
          settled.add(job)
          resolve(value)
        },
        reject: (error) => {
          settled.add(job)
          reject(error)
        },
      }
      queue.push(job)
      if (draining) return
      draining = true
      queueMicrotask(() => void drain())
    })
}
