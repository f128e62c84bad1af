import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { groupCommit, type Job } from './group-commit'

/** A writer that records its batches; inputs below 0 make a whole batch fail, as a key clash would. */
const recorder = (options: { settle?: boolean } = {}) => {
  const batches: number[][] = []
  const flush = async (jobs: Job<number, string>[]) => {
    await new Promise((resolve) => setTimeout(resolve, 1))
    batches.push(jobs.map((j) => j.input))
    if (jobs.some((j) => j.input < 0)) throw new Error(`refused ${jobs.map((j) => j.input)}`)
    if (options.settle !== false) for (const job of jobs) job.resolve(`ok ${job.input}`)
  }
  return { batches, flush }
}

describe('groupCommit', () => {
  it('writes an idle call at once and alone', async () => {
    const { batches, flush } = recorder()
    const write = groupCommit(flush)
    expect(await write(1)).toBe('ok 1')
    expect(batches).toEqual([[1]])
  })

  it('writes calls made together in one batch, and calls made meanwhile in the next', async () => {
    const { batches, flush } = recorder()
    const write = groupCommit(flush)
    const first = [write(1), write(2), write(3)]
    await Promise.resolve()
    const later = [write(4), write(5)]
    expect(await Promise.all([...first, ...later])).toEqual([
      'ok 1',
      'ok 2',
      'ok 3',
      'ok 4',
      'ok 5',
    ])
    expect(batches).toEqual([
      [1, 2, 3],
      [4, 5],
    ])
  })

  it('never writes more than the largest batch at once', async () => {
    const { batches, flush } = recorder()
    const write = groupCommit(flush, 2)
    await Promise.all([1, 2, 3, 4, 5].map((n) => write(n)))
    expect(batches).toEqual([[1, 2], [3, 4], [5]])
  })

  it('retries each job of a failed batch alone, so only the bad one fails', async () => {
    const { batches, flush } = recorder()
    const write = groupCommit(flush)
    const results = await Promise.allSettled([write(1), write(-1), write(2)])
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))).toEqual([
      'ok 1',
      'Error: refused -1',
      'ok 2',
    ])
    expect(batches).toEqual([[1, -1, 2], [1], [-1], [2]])
  })

  it('does not retry a job the failed batch had already settled', async () => {
    const batches: number[][] = []
    const write = groupCommit<number, string>(async (jobs) => {
      batches.push(jobs.map((j) => j.input))
      for (const job of jobs) if (job.input === 0) job.reject(new Error('invalid 0'))
      if (jobs.length > 1) throw new Error('batch refused')
      for (const job of jobs) job.resolve(`ok ${job.input}`)
    })
    const results = await Promise.allSettled([write(0), write(1), write(2)])
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : String(r.reason)))).toEqual([
      'Error: invalid 0',
      'ok 1',
      'ok 2',
    ])
    expect(batches).toEqual([[0, 1, 2], [1], [2]])
  })

  it('fails a job its flush forgot instead of leaving the caller waiting', async () => {
    const { flush } = recorder({ settle: false })
    const write = groupCommit(flush)
    await expect(write(1)).rejects.toThrow('left unsettled')
  })

  it('keeps working after a failure', async () => {
    const { flush } = recorder()
    const write = groupCommit(flush)
    await expect(write(-1)).rejects.toThrow('refused -1')
    expect(await write(7)).toBe('ok 7')
  })

  it('settles every call with its own outcome, whatever the batching', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.integer({ min: -3, max: 20 }), { maxLength: 6 }), { maxLength: 6 }),
        fc.integer({ min: 1, max: 5 }),
        async (waves, maxBatch) => {
          const { batches, flush } = recorder()
          const write = groupCommit(flush, maxBatch)
          const calls: Promise<PromiseSettledResult<string>>[] = []
          for (const wave of waves) {
            for (const n of wave) calls.push(write(n).then(...settledPair))
            await new Promise((resolve) => setTimeout(resolve, 0))
          }
          const results = await Promise.all(calls)
          const inputs = waves.flat()
          results.forEach((result, i) => {
            if (inputs[i]! < 0) expect(result.status).toBe('rejected')
            else expect(result).toEqual({ status: 'fulfilled', value: `ok ${inputs[i]}` })
          })
          for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(maxBatch)
        },
      ),
      { numRuns: 60 },
    )
  })
})

const settledPair = [
  (value: string): PromiseSettledResult<string> => ({ status: 'fulfilled', value }),
  (reason: unknown): PromiseSettledResult<string> => ({ status: 'rejected', reason }),
] as const
