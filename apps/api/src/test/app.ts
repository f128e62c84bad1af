import type { FastifyInstance } from 'fastify'
import { buildApp } from '../app'
import { loadEnv, type Env } from '../config/env'
import type { DatabaseHandle } from '../db/client'
import { openTestDatabase } from './database'

export function testEnv(overrides: Record<string, string> = {}): Env {
  // The queue workers run only in the tests that ask for them (COURSE_WORKER=true, …).
  return loadEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    COURSE_WORKER: 'false',
    WEBHOOK_WORKER: 'false',
    ...overrides,
  })
}

export interface TestContext {
  app: FastifyInstance
  database: DatabaseHandle
  close(): Promise<void>
}

/** Builds the real app on a fresh database; call `close` in afterAll. */
export async function createTestApp(
  envOverrides: Record<string, string> = {},
): Promise<TestContext> {
  const database = await openTestDatabase()
  const app = await buildApp({ env: testEnv(envOverrides), database })
  return {
    app,
    database,
    async close() {
      await app.close()
      await database.close()
    },
  }
}
