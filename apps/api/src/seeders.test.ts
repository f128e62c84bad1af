import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_EMAIL } from '@kelp/core/auth'
import { openDatabase, PendingMigrationsError, type DatabaseHandle } from './db/client'
import { projects, users } from './db/schema'
import { seedIfEmpty } from './db/seed'
import { seeders } from './seeders'
import { openTestDatabase } from './test/database'

describe('seeding', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database.close())

  it('loads the reference data everywhere, the demo company only when asked', async () => {
    const { db } = database
    await seedIfEmpty(db, { seeders, demo: false })
    const [catalogue] = await db.select({ n: count() }).from(projects)
    expect(catalogue!.n).toBeGreaterThan(0)
    expect(await db.select().from(users).where(eq(users.email, DEMO_EMAIL))).toHaveLength(0)

    await seedIfEmpty(db, { seeders, demo: true })
    expect(await db.select().from(users).where(eq(users.email, DEMO_EMAIL))).toHaveLength(1)
    const [again] = await db.select({ n: count() }).from(projects)
    expect(again!.n).toBe(catalogue!.n)
  })
})

describe('start-up without MIGRATE_ON_START', () => {
  // A PGlite made from nothing (initdb), not the run's migrated snapshot: slow on a busy machine.
  it(
    'refuses a database that lacks migrations instead of serving an old schema',
    {
      timeout: 90_000,
    },
    async () => {
      await expect(openDatabase({ dataDir: 'memory://', migrate: false })).rejects.toBeInstanceOf(
        PendingMigrationsError,
      )
    },
  )
})
