import type { FastifyInstance } from 'fastify'
import type { PgBoss } from 'pg-boss'
import { createQueue } from '../lib/job-queue'

declare module 'fastify' {
  interface FastifyInstance {
    /** The one pg-boss instance of this process; each module creates and works its queues. */
    jobQueue: PgBoss
  }
}

/** Starts pg-boss on the API's database and stops it (gracefully) when the app closes. */
export async function registerJobQueue(app: FastifyInstance): Promise<void> {
  const queue = createQueue(app.database)
  queue.on('error', (err) => app.log.error({ err }, 'job queue error'))
  await queue.start()
  app.decorate('jobQueue', queue)
  app.addHook('onClose', async () => {
    await queue.stop({ graceful: true, timeout: 10_000 })
  })
}
