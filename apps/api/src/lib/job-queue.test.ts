import { afterEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/client'
import { openTestDatabase } from '../test/database'
import { createQueue } from './job-queue'

let database: DatabaseHandle | undefined
afterEach(async () => {
  await database?.close()
  database = undefined
})

describe('the job queue on the API database', () => {
  it('starts, runs its maintenance and a job without an error', async () => {
    database = await openTestDatabase()
    const queue = createQueue(database)
    const errors: unknown[] = []
    queue.on('error', (err) => errors.push(err))
    await queue.start()
    // Maintenance claims its background migration commands through multi-statement SQL whose
    // rows must all come back, on the embedded database as on the server.
    await queue.supervise()
    await queue.createQueue('job-queue-test')
    const done = new Promise<unknown>((resolve) => {
      void queue.work<{ n: number }>(
        'job-queue-test',
        { pollingIntervalSeconds: 0.5 },
        async ([job]) => {
          resolve(job!.data)
        },
      )
    })
    await queue.send('job-queue-test', { n: 7 })
    expect(await done).toEqual({ n: 7 })
    await queue.stop({ graceful: true, timeout: 5_000 })
    expect(errors.map(String)).toEqual([])
  })
})
